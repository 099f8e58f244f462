/**
 * Two separate API processes on one PostgreSQL database and one Redis (same key prefix): a reply
 * and a like posted through process A reach a socket connected to process B, through the
 * socket.io Redis adapter. Needs DATABASE_URL: an in-memory PGlite cannot be shared by processes.
 */
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ForumPostWrapper, ForumReply, PostReactions } from '@common/api/forums.ts';
import { socketIoKey } from '../../server/plugins/realtime.ts';
import { clearRedisPrefix, closeTestDatabase, resetDatabase, testConfig, testDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { startApiProcess } from '../helpers/processes.ts';
import { connectSocket, nextEvent } from '../helpers/realtime.ts';
import { joinRoom } from '../helpers/rooms.ts';
import { needsSharedDatabase } from '../helpers/requirements.ts';
import { publishEffectsFromTest } from '../helpers/effects.ts';

/** A logged-in HTTP client of one API process, over real HTTP (fetch), sending X-Requested-With. */
async function loginOver(baseUrl: string, username: string, password: string) {
  const login = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }),
    signal: AbortSignal.timeout(5000),
  });
  const sid = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (login.status !== 200 || !sid) throw new Error(`login failed: ${login.status}`);
  const cookie = sid.split(';')[0]!;
  const post = async <T>(path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return { cookie, post };
}

const skip = needsSharedDatabase;
t.teardown(closeTestDatabase);

t.test('a reply and a like posted through process A reach a socket connected to process B', { skip }, async (t) => {
  const database = await testDatabase();
  await resetDatabase(database);
  const redisPrefix = `test-multi-${randomBytes(4).toString('hex')}`;
  const config = testConfig({ redisPrefix });
  t.teardown(() => clearRedisPrefix(config.redisUrl, redisPrefix));
  publishEffectsFromTest(t, database.db, { redisUrl: config.redisUrl, redisPrefix });
  const [alice, bob] = [await createUser(database.db, { mobile: '9876543210' }), await createUser(database.db)];

  const [urlA, urlB] = await Promise.all([startApiProcess(t, { REDIS_PREFIX: redisPrefix }), startApiProcess(t, { REDIS_PREFIX: redisPrefix })]);
  t.not(new URL(urlA).port, new URL(urlB).port, 'two processes on two ports');

  // Room membership is read through a third socket.io server on the same Redis adapter: it spans both processes.
  const pub = new Redis(config.redisUrl);
  const sub = pub.duplicate();
  const observer = new Server({ adapter: createAdapter(pub, sub, { key: socketIoKey(redisPrefix) }) });
  t.teardown(async () => {
    await observer.of('/').adapter.close(); // the observer has no HTTP server to close: stop its adapter
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });

  const aliceOnA = await loginOver(urlA, alice.username, alice.password);
  const bobOnB = await loginOver(urlB, bob.username, bob.password);
  const forum = await aliceOnA.post<{ id: number }>('/api/forum/forums', { title: 'Multi', description: 'instance' });
  const created = await aliceOnA.post<ForumPostWrapper>('/api/forum/posts', { title: 'Across', content: 'processes', forumId: forum.body.id });
  t.equal(created.status, 201, 'post created through A');
  const postId = created.body.post.id;

  const socket = await connectSocket(t, urlB, bobOnB.cookie, 5000);
  await joinRoom(observer, socket, 'post', postId, 10_000);

  const replyEvent = nextEvent(socket, 'reply:created', 5000);
  const reply = await aliceOnA.post<ForumReply>(`/api/forum/addReply/${postId}`, { content: 'Sent to A, seen on B' });
  t.equal(reply.status, 201, 'reply posted through A');
  const event = await replyEvent;
  t.equal(event.postId, postId, 'reply:created reached the socket on B');
  t.strictSame(event.reply, { ...reply.body, user: { ...reply.body.user!, mobile: null, emailId: null, extraTimePercent: null, untimedPractice: null, showOnLeaderboards: null, suspended: null } }, 'the same reply, without the author’s mobile or email');

  const reactionsEvent = nextEvent(socket, 'post:reactions', 5000);
  const liked = await aliceOnA.post<PostReactions>(`/api/forum/posts/${postId}/like`);
  t.strictSame(liked.body, { postId, likedBy: [alice.id], dislikedBy: [] }, 'like posted through A');
  t.strictSame(await reactionsEvent, liked.body, 'post:reactions reached the socket on B');
});
