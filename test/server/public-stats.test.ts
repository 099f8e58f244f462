/**
 * GET /public/stats (docs/contract.md section 7.4): exact counts of a seeded database (deleted,
 * pending and rejected content left out, contributors distinct), the shared cache window, and
 * `online` across two real API processes with real socket.io clients, including a process killed
 * with SIGKILL whose users stop counting once its presence expires.
 */
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { PublicStats } from '@common/api/stats.ts';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { comments, forumPosts, forumReplies, forums, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, clearRedisPrefix, closeTestDatabase, resetDatabase, testConfig, testDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { processExited, startApiChild } from '../helpers/processes.ts';
import { buildSecondInstance, connectSocket, listen, sleep } from '../helpers/realtime.ts';
import { TestClient } from '../helpers/http.ts';
import { needsSharedDatabase } from '../helpers/requirements.ts';
import { publishEffectsFromTest } from '../helpers/effects.ts';

t.teardown(closeTestDatabase);

/**
 * Eight users: u1 submitted the approved questions, u2 posts (and a pending question), u3 replies
 * (and a rejected question), u5 comments twice and u6 once on approved questions; u4 only comments
 * on a deleted question, u7 only wrote a deleted reply, u8 did nothing.
 * Solved discussions (contract 8.4): the first post has an accepted reply, the second none; q1 has an
 * accepted comment, q2 none, and the deleted q3's accepted comment does not count.
 * Expected: 2 approved questions, 5 contributors, 1 solved post + 1 solved question = 2 discussions.
 */
async function seed(db: Database) {
  const u = [];
  for (let i = 0; i < 8; i++) u.push(await createUser(db));
  const [u1, u2, u3, u4, u5, u6, u7] = u as [(typeof u)[0], (typeof u)[0], (typeof u)[0], (typeof u)[0], (typeof u)[0], (typeof u)[0], (typeof u)[0]];
  await createQuestions(db, [{}, {}, {}], u1.id);
  const [q1, q2, q3] = await db.select().from(questions).orderBy(asc(questions.id));
  await db.update(questions).set({ status: 'deleted' }).where(eq(questions.id, q3!.id));
  const base = { optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'A', categoryId: q1!.categoryId, topicId: q1!.topicId, sourceId: q1!.sourceId };
  await db.insert(questions).values([
    { ...base, questionText: 'Pending?', status: 'pending', submittedBy: u2.id },
    { ...base, questionText: 'Rejected?', status: 'rejected', submittedBy: u3.id },
  ]);
  await db.insert(comments).values([
    { questionId: q1!.id, userId: u5.id, text: 'one', acceptedAt: new Date(), acceptedBy: u1.id },
    { questionId: q1!.id, userId: u5.id, text: 'two' },
    { questionId: q1!.id, userId: u1.id, text: 'mine' },
    { questionId: q2!.id, userId: u6.id, text: 'three' },
    { questionId: q3!.id, userId: u4.id, text: 'on a deleted question', acceptedAt: new Date(), acceptedBy: u1.id },
  ]);
  const [forum] = await db.insert(forums).values({ title: 'General', description: 'Anything', createdBy: u4.id }).returning();
  const [p1] = await db.insert(forumPosts).values([
    { forumId: forum!.id, authorId: u2.id, title: 'First', content: 'post' },
    { forumId: forum!.id, authorId: u2.id, title: 'Second', content: 'post' },
  ]).returning();
  const [r1] = await db.insert(forumReplies).values({ postId: p1!.id, userId: u3.id, content: 'reply' }).returning();
  await db.insert(forumReplies).values({ postId: p1!.id, parentReplyId: r1!.id, userId: u7.id, content: '', deletedAt: new Date() });
  await db.update(forumPosts).set({ acceptedReplyId: r1!.id, acceptedBy: u2.id, acceptedAt: new Date() }).where(eq(forumPosts.id, p1!.id));
  return { u, q1: q1!, p1: p1! };
}

t.test('counts of a seeded database: each kind once, deleted, pending and rejected content left out, contributors distinct', async (t) => {
  const { app, database } = await buildTestApp(t, { publicStatsCacheMs: 0 });
  const empty = await app.inject({ method: 'GET', url: '/public/stats' });
  t.equal(empty.statusCode, 200, 'anyone may ask');
  t.same(empty.json(), { questions: 0, contributors: 0, discussions: 0, online: 0 }, 'an empty database counts nothing');
  t.equal(empty.headers['cache-control'], 'no-store', 'browsers do not keep it');

  const { u, p1 } = await seed(database.db);
  const seeded = await app.inject({ method: 'GET', url: '/public/stats' });
  t.strictSame(seeded.json(), { questions: 2, contributors: 5, discussions: 2, online: 0 }, 'exact counts');

  // Deleting u2's posts (and with them u3's reply) takes both from discussions and contributors.
  await database.db.delete(forumPosts).where(eq(forumPosts.authorId, u[1]!.id));
  const afterDelete = (await app.inject({ method: 'GET', url: '/public/stats' })).json<PublicStats>();
  t.strictSame(afterDelete, { questions: 2, contributors: 3, discussions: 1, online: 0 }, `post ${p1.id} and its replies deleted: only the question side counts`);
});

t.test('the answer is cached for the configured window, shared by every request and every API process', async (t) => {
  const cacheMs = 2000;
  const { app, database, config } = await buildTestApp(t, { publicStatsCacheMs: cacheMs });
  const other = await buildSecondInstance(t, { config, database });
  await createQuestions(database.db, [{}]);
  const started = Date.now();
  const first = (await app.inject({ method: 'GET', url: '/public/stats' })).json<PublicStats>();
  t.equal(first.questions, 1, 'one approved question');

  await createQuestions(database.db, [{}]);
  const [within, alsoWithin, onOther] = await Promise.all([
    app.inject({ method: 'GET', url: '/public/stats' }),
    app.inject({ method: 'GET', url: '/public/stats' }),
    other.inject({ method: 'GET', url: '/public/stats' }),
  ]);
  t.ok(Date.now() - started < cacheMs, 'still inside the cache window');
  t.equal(within.json<PublicStats>().questions, 1, 'a new question does not change the answer within the window');
  t.equal(alsoWithin.json<PublicStats>().questions, 1, 'nor for a concurrent request');
  t.equal(onOther.json<PublicStats>().questions, 1, 'another API process answers from the same cache (in Redis)');

  await sleep(cacheMs - (Date.now() - started) + 200);
  const after = (await app.inject({ method: 'GET', url: '/public/stats' })).json<PublicStats>();
  t.equal(after.questions, 2, 'after the window the new question counts');
});

/** Logs in over real HTTP; answers the session cookie. */
async function loginCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }),
    signal: AbortSignal.timeout(5000),
  });
  const sid = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (login.status !== 200 || !sid) throw new Error(`login failed: ${login.status}`);
  return sid.split(';')[0]!;
}

async function onlineAt(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/public/stats`, { signal: AbortSignal.timeout(5000) });
  if (res.status !== 200) throw new Error(`GET /public/stats answered ${res.status}`);
  return ((await res.json()) as PublicStats).online;
}

/** Polls until `online` at `baseUrl` is `expected`; answers how long that took (ms), or throws after `timeoutMs`. */
async function untilOnline(baseUrl: string, expected: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = -1;
  while (Date.now() - started < timeoutMs) {
    last = await onlineAt(baseUrl);
    if (last === expected) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`online stayed ${last}, expected ${expected} within ${timeoutMs} ms`);
}

const skip = needsSharedDatabase;

t.test('online: distinct users with a live socket across two API processes; a killed process stops counting after the expiry', { skip }, async (t) => {
  const database = await testDatabase();
  await resetDatabase(database);
  const redisPrefix = `test-stats-${randomBytes(4).toString('hex')}`;
  const config = testConfig({ redisPrefix });
  t.teardown(() => clearRedisPrefix(config.redisUrl, redisPrefix));
  publishEffectsFromTest(t, database.db, { redisUrl: config.redisUrl, redisPrefix });
  const [alice, bob, carol] = [await createUser(database.db), await createUser(database.db), await createUser(database.db)];

  const ttlMs = 1500;
  const env = { REDIS_PREFIX: redisPrefix, PUBLIC_STATS_CACHE_MS: '0', PRESENCE_TTL_MS: String(ttlMs) };
  const [a, b] = await Promise.all([startApiChild(t, env), startApiChild(t, env)]);
  t.equal(await onlineAt(a.url), 0, 'nobody online at first');

  const aliceOnA = await loginCookie(a.url, alice.username, alice.password);
  const aliceOnB = await loginCookie(b.url, alice.username, alice.password);
  const bobOnB = await loginCookie(b.url, bob.username, bob.password);
  await connectSocket(t, a.url, aliceOnA, 5000);
  await connectSocket(t, a.url, aliceOnA, 5000);
  await connectSocket(t, b.url, aliceOnB, 5000);
  const bobSocket = await connectSocket(t, b.url, bobOnB, 5000);
  await untilOnline(a.url, 2, 3000);
  t.pass('alice (three sockets on two processes) and bob count once each, seen from A');
  t.equal(await onlineAt(b.url), 2, 'and from B');
  await connectSocket(t, a.url, undefined, 3000).then(
    () => t.fail('an anonymous socket must be refused'),
    () => t.pass('an anonymous socket is refused and never counts'),
  );

  bobSocket.close();
  await untilOnline(a.url, 1, 3000);
  t.pass("bob's only socket closed: he no longer counts");

  const carolOnB = await loginCookie(b.url, carol.username, carol.password);
  await connectSocket(t, b.url, carolOnB, 5000);
  await untilOnline(a.url, 2, 3000);
  t.pass('carol, on B only, counts');

  b.child.kill('SIGKILL');
  await processExited(b.child);
  t.equal(await onlineAt(a.url), 2, 'right after the kill, B\'s users still count (until its presence expires)');
  const took = await untilOnline(a.url, 1, ttlMs * 3);
  t.ok(took <= ttlMs + 1000, `carol stopped counting within the expiry (${took} ms, TTL ${ttlMs} ms); alice still counts through A`);
});

t.test('a process that closes takes its users out of online at once, without waiting for the expiry', async (t) => {
  const { app, database, config } = await buildTestApp(t, { publicStatsCacheMs: 0, presenceTtlMs: 60_000 });
  const student = await createUser(database.db);
  const second = await buildApp(config, { database, webDistDir: '/nonexistent' });
  await second.ready();
  let secondClosed = false;
  t.teardown(() => (secondClosed ? undefined : second.close()));
  const url = await listen(second);
  const client = new TestClient(app);
  await client.login(student.username, student.password);
  await connectSocket(t, url, client.cookie, 5000);

  const online = async () => (await app.inject({ method: 'GET', url: '/public/stats' })).json<PublicStats>().online;
  const deadline = Date.now() + 3000;
  while ((await online()) !== 1 && Date.now() < deadline) await sleep(20);
  t.equal(await online(), 1, 'the socket on the second instance counts');

  await second.close();
  secondClosed = true;
  t.equal(await online(), 0, 'closed: its users no longer count (its presence set was deleted, not left to expire)');
  const redis = new Redis(config.redisUrl);
  t.teardown(() => redis.quit());
  t.same(await redis.keys(`${config.redisPrefix}:presence:*`), [], 'no presence key is left behind');
});
