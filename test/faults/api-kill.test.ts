/**
 * SIGKILL of an API process under load, with a second one on the same PostgreSQL and Redis behind
 * a load balancer (test/helpers/failoverProxy.ts: each new connection goes to the first process
 * that accepts it, so A takes everything until it dies, then B). Six clients post forum replies
 * through the balancer without pause while A is killed (no drain, no shutdown hook: the process
 * simply vanishes). Proves:
 * - every reply answered 201 is in the database with its text, before and after the kill
 *   (accepted and committed work is never lost), and nothing is stored that was never sent;
 * - requests A was running get a dropped connection, never an improper answer; the clients' next
 *   requests are served by B (201);
 * - a socket.io client connected through the balancer loses its transport, reconnects by itself
 *   (to B), rejoins its post room as the web app does on `connect`, and receives the `reply:created`
 *   events of replies posted after the kill.
 * Runs server/main.ts twice (PROCESS_ROLE=api) on a private PostgreSQL cluster and a private Redis.
 */
import t from 'tap';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ReplyCreatedEvent, ServerToClientEvents } from '@common/events.ts';
import { startFailoverProxy } from '../helpers/failoverProxy.ts';
import { startMainProcess } from '../helpers/mainProcess.ts';
import { startPrivatePostgres, startPrivateRedis, privateServicesSkip } from '../helpers/privateServices.ts';
import { eventually, remote, remoteLogin, type RemoteAnswer } from '../helpers/remote.ts';

const admin = { ADMIN_USERNAME: 'faultadmin', ADMIN_PASSWORD: 'Fault@Test123', ADMIN_EMAIL: 'faultadmin@example.org' };
const clients = 6;

const skip = privateServicesSkip();
if (skip) t.comment(`skipped: ${skip}`);

t.test('SIGKILL of one of two API processes under load', { skip, timeout: 120_000 }, async (t) => {
  const [database, redis] = await Promise.all([startPrivatePostgres(t), startPrivateRedis(t)]);
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, PROCESS_ROLE: 'api', ...admin };
  const a = await startMainProcess(t, env);
  const b = await startMainProcess(t, env);
  const balancer = await startFailoverProxy(t, [a.url, b.url]);
  const cookie = await remoteLogin(balancer.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const forum = await remote(balancer.url, '/api/forum/forums', { cookie, json: { title: 'Kill drill', description: 'replies across a SIGKILL' } });
  const post = await remote(balancer.url, '/api/forum/posts', { cookie, json: { title: 'Under load', content: 'reply here', forumId: (forum.body as { id: number }).id } });
  t.equal(post.status, 201, 'a post to reply to');
  const postId = (post.body as { post: { id: number } }).post.id;

  // A live socket through the balancer, rejoining its room on every (re)connect as the web app does.
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(balancer.url, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  t.teardown(() => socket.close());
  let connects = 0;
  let reconnectedAt = 0;
  socket.on('connect', () => {
    connects++;
    if (connects > 1) reconnectedAt = Date.now();
    socket.emit('post:join', { postId });
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  const events: Array<ReplyCreatedEvent & { at: number }> = [];
  socket.on('reply:created', (event) => events.push({ ...event, at: Date.now() }));
  await eventually('the socket connects', async () => socket.connected, 10_000, 20);
  t.ok(balancer.connections.get(a.url)! > 0, 'A takes the connections while it lives');
  t.equal(balancer.connections.get(b.url), 0, 'B has taken none yet');

  // The load: `clients` loops, each posting replies one after another, each reply's text unique.
  type Sent = RemoteAnswer & { content: string; sentAt: number };
  const sent: Sent[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; running; n++) {
      const content = `client ${client} reply ${n}`;
      const sentAt = Date.now();
      const answer = await remote(balancer.url, `/api/forum/addReply/${postId}`, { cookie, json: { content }, timeoutMs: 15_000 });
      sent.push({ ...answer, content, sentAt });
      if (answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 50)); // a dropped connection: retry soon, as a client would
    }
  });
  const accepted = () => sent.filter((answer) => answer.status === 201);
  await eventually('30 replies accepted by A', async () => accepted().length >= 30, 30_000, 20);
  await eventually('the socket hears replies while A lives', async () => events.length > 0, 10_000, 20);

  const killedAt = Date.now();
  a.child.kill('SIGKILL');
  t.same(await a.exit, { code: null, signal: 'SIGKILL' }, 'A was killed outright');
  t.equal(await disconnected, 'transport close', 'the socket lost its transport, so it reconnects by itself');
  await eventually('30 replies accepted after the kill, and the socket hears one posted after it reconnected', async () => {
    const afterKill = accepted().filter((answer) => answer.sentAt > killedAt).length;
    return afterKill >= 30 && reconnectedAt > 0 && events.some((event) => event.at > reconnectedAt && sent.some((answer) => answer.sentAt > reconnectedAt && answer.content === event.reply.content));
  }, 30_000, 50);
  running = false;
  await Promise.all(loops);

  const counts = new Map<string, number>();
  for (const answer of sent) counts.set(String(answer.status || answer.error), (counts.get(String(answer.status || answer.error)) ?? 0) + 1);
  t.comment(`answers: ${JSON.stringify(Object.fromEntries(counts))}; balancer connections: ${JSON.stringify(Object.fromEntries(balancer.connections))}`);
  const dropped = sent.filter((answer) => answer.status === 0);
  t.same(sent.filter((answer) => answer.status !== 201 && answer.status !== 0).map((answer) => ({ status: answer.status, body: answer.body })), [], 'every answer was a 201 (requests A was running got no answer at all)');
  t.ok(dropped.length > 0, `the kill cut requests in flight (${dropped.length} dropped connections)`);
  t.ok(accepted().some((answer) => answer.sentAt > killedAt), 'the same clients went on, served by B');
  t.ok(balancer.connections.get(b.url)! > 0, 'B took the connections after the kill');
  t.equal(connects, 2, 'the socket reconnected once (to B)');

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  t.teardown(() => client.end());
  const { rows } = await client.query<{ id: number; content: string }>('select id, content from forum_replies where post_id = $1', [postId]);
  const stored = new Map(rows.map((row) => [row.id, row.content]));
  const lost = accepted().filter((answer) => stored.get((answer.body as { id: number }).id) !== answer.content);
  t.same(lost.map((answer) => answer.content), [], `every one of the ${accepted().length} replies answered 201 is stored with its text`);
  const sentTexts = new Set(sent.map((answer) => answer.content));
  t.same(rows.filter((row) => !sentTexts.has(row.content)), [], 'nothing is stored that was not sent');
  const committedUnanswered = dropped.filter((answer) => rows.some((row) => row.content === answer.content)).length;
  t.ok(rows.length === accepted().length + committedUnanswered, `the stored replies are the 201 answers plus ${committedUnanswered} of the ${dropped.length} dropped requests (committed by A just before it died)`);
  t.notOk(/request failed/.test(b.output()), 'B logged no failed request (500)');
  if (process.env.FAULTS_SHOW_LOGS) console.error(a.output(), b.output());
});
