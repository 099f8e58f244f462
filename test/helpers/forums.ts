/**
 * Forum test helpers: creating forums, posts and replies through the real HTTP routes (throwing
 * unless they answer 201), and counting the rows of every forum table.
 */
import { count } from 'drizzle-orm';
import type { Forum, ForumPostWrapper, ForumReply } from '@common/api/forums.ts';
import type { Database } from '../../server/db/client.ts';
import { forumPosts, forumReplies, forums, postReactions, replyReactions } from '../../server/db/schema/index.ts';
import type { TestClient } from './http.ts';

let sequence = 0;

function created<T>(res: { statusCode: number; body: string; json(): unknown }, what: string): T {
  if (res.statusCode !== 201) throw new Error(`${what} not created: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** POST /api/forum/forums with a generated title and description unless given. */
export async function createForum(client: TestClient, fields: Partial<{ title: string; description: string }> = {}): Promise<Forum> {
  sequence++;
  const payload = { title: `Forum ${sequence}`, description: `About topic ${sequence}`, ...fields };
  return created(await client.post('/api/forum/forums', { payload }), 'forum');
}

/** POST /api/forum/posts in `forumId` with a generated title and content unless given. */
export async function createPost(client: TestClient, forumId: number, fields: Partial<{ title: string; content: string }> = {}): Promise<ForumPostWrapper> {
  sequence++;
  const payload = { title: `Post ${sequence}`, content: `Content of post ${sequence}`, forumId, ...fields };
  return created(await client.post('/api/forum/posts', { payload }), 'post');
}

/** POST /api/forum/addReply/{postId}, form-encoded like the spec's client, under `parentReplyId` when given. */
export async function addReply(client: TestClient, postId: number, content: string, parentReplyId?: number): Promise<ForumReply> {
  const form = new URLSearchParams({ content });
  if (parentReplyId !== undefined) form.set('parentReplyId', String(parentReplyId));
  const res = await client.post(`/api/forum/addReply/${postId}`, {
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return created(res, 'reply');
}

/** The number of rows in each forum table. */
export async function forumTableCounts(db: Database) {
  const rows = async (table: typeof forums | typeof forumPosts | typeof forumReplies | typeof postReactions | typeof replyReactions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    forums: await rows(forums),
    posts: await rows(forumPosts),
    replies: await rows(forumReplies),
    postReactions: await rows(postReactions),
    replyReactions: await rows(replyReactions),
  };
}
