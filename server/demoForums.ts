/**
 * The demo forums (scripts/content/forums.json): forums with posts and nested replies written by
 * the demo accounts, inserted with creation times spread over the last four weeks so the
 * discussion looks lived-in. Posts of a forum are taken as written in chronological order (the
 * first is the oldest); a reply is always later than its post and its parent reply. A forum whose
 * title already exists (case-insensitively) is skipped with all its posts, so seeding twice
 * creates nothing the second time. Plain inserts: the search columns are generated and the search
 * word list and search generation are kept by triggers, so seeded rows are found and counted like
 * rows written through the API.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { limits } from '@common/limits.ts';
import type { Database, Queryable } from './db/client.ts';
import { forumPosts, forumReplies, forums } from './db/schema/index.ts';

export const demoForumsFile = join(import.meta.dirname, '..', 'scripts', 'content', 'forums.json');

/** A reply and the replies to it, nested to any depth. */
export interface DemoReply {
  author: string;
  content: string;
  replies: DemoReply[];
}

const replySchema: z.ZodType<DemoReply> = z.lazy(() =>
  z.strictObject({
    author: z.string().min(1),
    content: z.string().trim().min(1).max(limits.replyMax),
    replies: z.array(replySchema).default([]),
  }),
) as z.ZodType<DemoReply>;

/** forums.json: forums, each with its posts, each with its thread of replies. */
export const demoForumsSchema = z.array(
  z.strictObject({
    title: z.string().trim().min(1).max(limits.forumTitleMax),
    description: z.string().trim().min(1).max(limits.forumDescriptionMax),
    posts: z.array(
      z.strictObject({
        title: z.string().trim().min(1).max(limits.postTitleMax),
        content: z.string().trim().min(1).max(limits.postContentMax),
        author: z.string().min(1),
        replies: z.array(replySchema).default([]),
      }),
    ),
  }),
);
export type DemoForum = z.infer<typeof demoForumsSchema>[number];

/** Reads and checks forums.json; an empty list when the file does not exist. */
export async function readDemoForums(file = demoForumsFile): Promise<DemoForum[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return demoForumsSchema.parse(JSON.parse(text));
}

export interface DemoForumsResult {
  /** Forums created by this run, and those skipped because a forum of that title existed. */
  created: number;
  skipped: number;
  /** Posts and replies created by this run. */
  posts: number;
  replies: number;
}

const hour = 3600 * 1000;
const day = 24 * hour;

/** A small deterministic generator (mulberry32) seeded from a text, so the layout is stable. */
function randomFrom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The thread's replies depth first (a parent before its replies), with their parents' indexes. */
function flatten(replies: DemoReply[], parent: number | null, into: { reply: DemoReply; parent: number | null }[]) {
  for (const reply of replies) {
    into.push({ reply, parent });
    flatten(reply.replies, into.length - 1, into);
  }
  return into;
}

/**
 * Creates the forums that do not exist yet, each in one transaction with its posts and replies.
 * `authorIds` maps every username that forums.json names to a user id (an unknown author throws);
 * `createdBy` owns the forums. Times are spread over the four weeks before `now`.
 */
export async function seedDemoForums(
  db: Database,
  list: DemoForum[],
  authorIds: ReadonlyMap<string, number>,
  createdBy: number,
  now = new Date(),
): Promise<DemoForumsResult> {
  const result: DemoForumsResult = { created: 0, skipped: 0, posts: 0, replies: 0 };
  const userId = (username: string) => {
    const id = authorIds.get(username);
    if (id === undefined) throw new Error(`forums.json names an unknown author "${username}"`);
    return id;
  };
  const end = now.getTime() - 10 * 60 * 1000;
  for (const [index, forum] of list.entries()) {
    const random = randomFrom(forum.title);
    const created = await db.transaction(async (tx: Queryable) => {
      const existing = await tx.select({ id: forums.id }).from(forums).where(sql`lower(${forums.title}) = lower(${forum.title})`).limit(1);
      if (existing.length > 0) return false;
      // Forums first (about 30 days ago, in file order), then posts from 26 to 2 days ago.
      const forumAt = new Date(now.getTime() - 30 * day + index * 3 * hour);
      const [row] = await tx.insert(forums).values({ title: forum.title, description: forum.description, createdBy, createdAt: forumAt }).returning({ id: forums.id });
      const count = forum.posts.length;
      for (const [postIndex, post] of forum.posts.entries()) {
        const slot = 24 * day / Math.max(count, 1);
        const postAt = now.getTime() - 26 * day + postIndex * slot + random() * slot * 0.8 + hour;
        const [postRow] = await tx
          .insert(forumPosts)
          .values({ forumId: row!.id, authorId: userId(post.author), title: post.title, content: post.content, createdAt: new Date(postAt), updatedAt: new Date(postAt) })
          .returning({ id: forumPosts.id });
        result.posts++;
        // Replies follow within a few days (never later than `end`), each after the one before.
        const thread = flatten(post.replies, null, []);
        const span = Math.min(end - postAt, 5 * day);
        const weights = thread.map(() => 0.3 + random());
        const total = weights.reduce((sum, weight) => sum + weight, 0) + 0.3 + random();
        const ids: number[] = [];
        let at = postAt;
        for (const [replyIndex, { reply, parent }] of thread.entries()) {
          at += (span * weights[replyIndex]!) / total;
          const when = new Date(Math.round(at));
          const [replyRow] = await tx
            .insert(forumReplies)
            .values({ postId: postRow!.id, parentReplyId: parent === null ? null : ids[parent]!, userId: userId(reply.author), content: reply.content, createdAt: when, updatedAt: when })
            .returning({ id: forumReplies.id });
          ids.push(replyRow!.id);
          result.replies++;
        }
      }
      return true;
    });
    if (created) result.created++;
    else result.skipped++;
  }
  return result;
}
