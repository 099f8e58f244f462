/**
 * users.reputation (migration 0045) stays equal to the reputation rule (contract 8.4, computed by
 * `reputationOf`) through a seeded random mix of operations made through the real HTTP routes by
 * several users: likes, unlikes and dislike toggles (own likes included), accepting, unaccepting
 * and changing the accepted reply or explanation, deleting replies with and without replies
 * (placeholders), deleting posts, deleting a forum, editing, and a user's deletion; and the
 * migration's backfill statement computes the same numbers. Set REPUTATION_SEED to replay a run.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { comments, forumPosts, forumReplies, questions, users } from '../../server/db/schema/index.ts';
import { reputationOf } from '../../server/features/reputation/reputation.repo.ts';
import { buildTestApp, closeTestDatabase, testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

const seed = Number(process.env.REPUTATION_SEED ?? 20261129);

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every user's stored reputation and the rule's, by id. */
async function reputations(db: Database) {
  const rows = await db.select({ id: users.id, stored: users.reputation }).from(users).orderBy(users.id);
  const ruled = await Promise.all(rows.map(async (row) => ({ id: row.id, reputation: (await reputationOf(db, row.id)).reputation })));
  return { stored: rows.map((row) => [row.id, row.stored]), ruled: ruled.map((row) => [row.id, row.reputation]) };
}

t.test('users.reputation follows the rule through a random mix of discussion operations', async (t) => {
  const limits = testConfig().rateLimits;
  const { app, database } = await buildTestApp(t, { rateLimits: { ...limits, posts: { max: 100_000, windowMs: limits.posts.windowMs }, edits: { max: 100_000, windowMs: limits.edits.windowMs } } });
  const db = database.db;
  const people = [await createUser(db, { role: 'admin' }), await createUser(db), await createUser(db), await createUser(db), await createUser(db)];
  const clients = people.map(() => new TestClient(app));
  for (const [i, person] of people.entries()) await clients[i]!.login(person.username, person.password);
  const admin = people[0]!;
  const submitter = people[1]!;
  await createQuestions(db, [{ questionText: 'First question' }, { questionText: 'Second question' }], submitter.id);
  const questionIds = (await db.select({ id: questions.id }).from(questions).where(eq(questions.status, 'approved'))).map((row) => row.id);
  t.equal(questionIds.length, 2, 'two approved questions to comment on');
  const forum = await createForum(clients[0]!);
  const doomedForum = await createForum(clients[0]!);

  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const who = () => Math.floor(random() * people.length);
  const done = new Map<string, number>();
  const record = (what: string, res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) t.fail(`${what}: ${res.statusCode} ${res.body} (seed ${seed})`);
    done.set(what, (done.get(what) ?? 0) + 1);
  };

  const livePosts = () => db.select({ id: forumPosts.id, authorId: forumPosts.authorId, forumId: forumPosts.forumId }).from(forumPosts);
  const liveReplies = () => db.select({ id: forumReplies.id, postId: forumReplies.postId, userId: forumReplies.userId }).from(forumReplies).where(isNull(forumReplies.deletedAt));
  const allComments = () => db.select({ id: comments.id, userId: comments.userId, questionId: comments.questionId }).from(comments);

  const operations: Array<[weight: number, run: () => Promise<void>]> = [
    [2, async () => {
      const i = who();
      const target = random() < 0.8 ? forum.id : doomedForum.id;
      await createPost(clients[i]!, target);
      done.set('post', (done.get('post') ?? 0) + 1);
    }],
    [5, async () => {
      const posts = await livePosts();
      if (posts.length === 0) return;
      const post = pick(posts);
      const replies = (await liveReplies()).filter((reply) => reply.postId === post.id);
      const parent = replies.length > 0 && random() < 0.5 ? pick(replies).id : undefined;
      await addReply(clients[who()]!, post.id, `Reply ${random()}`, parent);
      done.set(parent === undefined ? 'reply' : 'nested reply', (done.get(parent === undefined ? 'reply' : 'nested reply') ?? 0) + 1);
    }],
    [3, async () => {
      const existing = await allComments();
      const i = who();
      if (existing.length > 0 && random() < 0.5) {
        record('comment reply', await clients[i]!.post(`/api/addReply?commentId=${pick(existing).id}&text=${encodeURIComponent(`Reply ${random()}`)}`));
      } else {
        record('comment', await clients[i]!.post(`/api/addComment?questionId=${pick(questionIds)}&text=${encodeURIComponent(`Comment ${random()}`)}`));
      }
    }],
    [14, async () => {
      const action = pick(['like', 'like', 'unlike', 'dislike'] as const);
      const kind = pick(['post', 'reply', 'comment'] as const);
      const i = who();
      const targets = kind === 'post' ? (await livePosts()).map((p) => ({ id: p.id, author: p.authorId })) : kind === 'reply' ? (await liveReplies()).map((r) => ({ id: r.id, author: r.userId })) : (await allComments()).map((c) => ({ id: c.id, author: c.userId }));
      if (targets.length === 0) return;
      const target = pick(targets);
      const url = kind === 'post' ? `/api/forum/posts/${target.id}/${action}` : kind === 'reply' ? `/api/forum/replies/${target.id}/${action}` : `/api/${action}Comment?id=${target.id}`;
      record(`${kind} ${action}${target.author === people[i]!.id ? ' (own)' : ''}`, await clients[i]!.post(url));
    }],
    [4, async () => {
      const replies = await liveReplies();
      if (replies.length === 0) return;
      const reply = pick(replies);
      const [post] = await db.select({ authorId: forumPosts.authorId, accepted: forumPosts.acceptedReplyId }).from(forumPosts).where(eq(forumPosts.id, reply.postId));
      const i = random() < 0.25 ? 0 : people.findIndex((person) => person.id === post!.authorId);
      if (post!.accepted !== null && random() < 0.4) {
        record('post unaccept', await clients[i]!.request({ method: 'DELETE', url: `/api/forum/posts/${reply.postId}/accept` }));
      } else {
        const what = post!.accepted === null ? 'post accept' : post!.accepted === reply.id ? 'post accept again' : 'post accept another';
        record(`${what}${reply.userId === people[i]!.id ? ' (own)' : ''}`, await clients[i]!.post(`/api/forum/posts/${reply.postId}/accept`, { payload: { replyId: reply.id } }));
      }
    }],
    [3, async () => {
      const existing = await allComments();
      if (existing.length === 0) return;
      const comment = pick(existing);
      const i = random() < 0.4 ? 0 : 1; // the admin or the questions' submitter
      const [accepted] = await db.select({ id: comments.id }).from(comments).where(and(eq(comments.questionId, comment.questionId), sql`${comments.acceptedAt} is not null`));
      if (accepted && random() < 0.4) {
        record('comment unaccept', await clients[i]!.request({ method: 'DELETE', url: `/api/comments/${accepted.id}/accept` }));
      } else {
        record(`comment accept${comment.userId === people[i]!.id ? ' (own)' : ''}`, await clients[i]!.post(`/api/comments/${comment.id}/accept`));
      }
    }],
    [3, async () => {
      const replies = await liveReplies();
      if (replies.length === 0) return;
      const reply = pick(replies);
      const i = random() < 0.3 ? 0 : people.findIndex((person) => person.id === reply.userId);
      const [child] = await db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.parentReplyId, reply.id)).limit(1);
      record(child ? 'reply delete (placeholder)' : 'reply delete', await clients[i]!.request({ method: 'DELETE', url: `/api/forum/replies/${reply.id}` }));
    }],
    [1, async () => {
      const posts = await livePosts();
      if (posts.length < 4) return;
      const post = pick(posts);
      const i = random() < 0.3 ? 0 : people.findIndex((person) => person.id === post.authorId);
      record('post delete', await clients[i]!.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` }));
    }],
    [2, async () => {
      const kind = pick(['post', 'reply', 'comment'] as const);
      if (kind === 'post') {
        const posts = await livePosts();
        if (posts.length === 0) return;
        const post = pick(posts);
        const i = people.findIndex((person) => person.id === post.authorId);
        record('post edit', await clients[i]!.request({ method: 'PUT', url: `/api/forum/posts/${post.id}`, payload: { title: `Edited ${random()}`, content: 'Edited content' } }));
      } else if (kind === 'reply') {
        const replies = await liveReplies();
        if (replies.length === 0) return;
        const reply = pick(replies);
        const i = people.findIndex((person) => person.id === reply.userId);
        record('reply edit', await clients[i]!.request({ method: 'PUT', url: `/api/forum/replies/${reply.id}`, payload: { content: `Edited ${random()}` } }));
      } else {
        const existing = await allComments();
        if (existing.length === 0) return;
        const comment = pick(existing);
        const i = people.findIndex((person) => person.id === comment.userId);
        record('comment edit', await clients[i]!.request({ method: 'PUT', url: `/api/comments/${comment.id}`, payload: { text: `Edited ${random()}` } }));
      }
    }],
  ];
  const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);
  const operation = () => {
    let roll = random() * totalWeight;
    for (const [weight, run] of operations) {
      roll -= weight;
      if (roll < 0) return run();
    }
    return operations[0]![1]();
  };

  let compared = 0;
  let nonZero = 0;
  for (let batch = 0; batch < 12; batch++) {
    for (let step = 0; step < 20; step++) await operation();
    const { stored, ruled } = await reputations(db);
    t.same(stored, ruled, `after batch ${batch + 1}: every user's stored reputation is the rule's (seed ${seed})`);
    compared++;
    nonZero = Math.max(nonZero, ruled.filter(([, points]) => points !== 0).length);
  }
  t.equal(compared, 12);
  t.ok(nonZero >= 3, 'several users earned reputation');
  for (const what of ['post like', 'reply like', 'comment like', 'post unlike', 'reply dislike', 'comment dislike', 'post accept', 'post unaccept', 'comment accept', 'reply delete', 'reply delete (placeholder)', 'post delete', 'post edit', 'reply edit', 'comment edit']) {
    t.ok((done.get(what) ?? 0) > 0, `the mix included: ${what}`);
  }
  t.ok([...done.keys()].some((what) => what.endsWith('(own)') && what.includes('like')), 'the mix included own likes');

  // A forum's deletion cascades to its posts, replies, reactions and acceptances.
  record('forum delete', await clients[0]!.post(`/api/deleteForum?forumId=${doomedForum.id}`));
  let after = await reputations(db);
  t.same(after.stored, after.ruled, 'after a forum is deleted');

  // A user's deletion (SQL: no route deletes users) cascades to everything they wrote and liked.
  const [busiest] = await db.select({ id: users.id }).from(users).where(sql`${users.id} <> ${admin.id}`).orderBy(desc(users.reputation), users.id).limit(1);
  await db.delete(users).where(eq(users.id, busiest!.id));
  after = await reputations(db);
  t.same(after.stored, after.ruled, 'after a user is deleted');

  // The migration's last statement (the backfill) computes the same numbers from scratch.
  const migration = readFileSync(join(import.meta.dirname, '../../server/db/migrations/0045_user_reputation.sql'), 'utf8');
  const backfill = migration.split('--> statement-breakpoint').at(-1)!;
  await db.update(users).set({ reputation: 0 });
  t.notSame((await reputations(db)).stored, after.ruled, 'zeroed');
  await db.execute(sql.raw(backfill));
  t.same((await reputations(db)).stored, after.ruled, 'the backfill gives the rule');
});
