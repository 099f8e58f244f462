/**
 * SIGTERM to a running API process (server/main.ts) in the middle of a burst of 200 forum replies:
 * during the drain `/ready` answers 503 while replies are still served; then the listener closes,
 * a request whose body was still arriving completes, a socket.io client is disconnected so that it
 * reconnects by itself; every request that got an answer got a proper one (201, or 503 for those
 * refused while closing), the replies in the database are exactly the 201 answers (nothing
 * half-written, nothing accepted and lost), and the process exits 0 within SHUTDOWN_TIMEOUT_MS.
 * Runs a private PostgreSQL cluster and a private Redis (never the shared ones).
 */
import t from 'tap';
import http from 'node:http';
import pg from 'pg';
import { io } from 'socket.io-client';
import { messages } from '@common/messages.ts';
import { exitWithin, startMainProcess } from '../helpers/mainProcess.ts';
import { startPrivatePostgres, startPrivateRedis, privateServicesSkip } from '../helpers/privateServices.ts';
import { eventually, remote, remoteLogin, type RemoteAnswer } from '../helpers/remote.ts';

const admin = { ADMIN_USERNAME: 'faultadmin', ADMIN_PASSWORD: 'Fault@Test123', ADMIN_EMAIL: 'faultadmin@example.org' };
const unavailable = { statusCode: 503, error: 'Service Unavailable', message: messages.generic.unavailable };
const drainMs = 1000;
const shutdownTimeoutMs = 10_000;

/** A POST whose headers and first bytes of the body are sent now; `finish()` sends the rest; `answer` resolves with the response. */
function slowPost(url: string, cookie: string, json: unknown) {
  const body = Buffer.from(JSON.stringify(json));
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 10));
  return { answer, finish: () => request.end(body.subarray(10)) };
}

const skip = privateServicesSkip();
if (skip) t.comment(`skipped: ${skip}`);

t.test('SIGTERM during a burst of forum replies', { skip, timeout: 120_000 }, async (t) => {
  const [database, redis] = await Promise.all([startPrivatePostgres(t), startPrivateRedis(t)]);
  const api = await startMainProcess(t, {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    PROCESS_ROLE: 'api',
    SHUTDOWN_DRAIN_MS: String(drainMs),
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    ...admin,
  });
  const cookie = await remoteLogin(api.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const forum = await remote(api.url, '/api/forum/forums', { cookie, json: { title: 'Shutdown', description: 'burst' } });
  const created = await remote(api.url, '/api/forum/posts', { cookie, json: { title: 'Burst', content: 'replies', forumId: (forum.body as { id: number }).id } });
  t.equal(created.status, 201, 'a post to reply to');
  const postId = (created.body as { post: { id: number } }).post.id;

  // A live socket, as the web app keeps one (socket.io-client reconnects on its own unless the server said not to).
  const socket = io(api.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: true, reconnectionDelay: 60_000 });
  t.teardown(() => socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  // The burst: 200 replies over keep-alive connections, 40 before SIGTERM, 80 during the drain and
  // 80 at once as the listener closes.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  t.teardown(() => agent.destroy());
  const reply = (n: number) =>
    new Promise<RemoteAnswer & { sentAt: number }>((resolve) => {
      const sentAt = Date.now();
      const payload = JSON.stringify({ content: `Burst reply ${n}` });
      const request = http.request(`${api.url}/api/forum/addReply/${postId}`, {
        method: 'POST',
        agent,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: 15_000,
      });
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON: kept as text, and the assertions will say so */
          }
          resolve({ status: res.statusCode ?? 0, body, headers: undefined, ms: Date.now() - sentAt, sentAt });
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: undefined, headers: undefined, ms: Date.now() - sentAt, sentAt, error: error.code ?? error.message }));
      request.end(payload);
    });

  const slow = slowPost(`${api.url}/api/forum/addReply/${postId}`, cookie, { content: 'Body still arriving when the listener closed' });
  const answers: Promise<RemoteAnswer & { sentAt: number }>[] = [];
  const wave = (size: number) => {
    for (let i = 0; i < size; i++) answers.push(reply(answers.length));
  };
  const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, sigtermAt + ms - Date.now())));
  wave(40);
  const sigtermAt = Date.now();
  api.child.kill('SIGTERM');
  let readyDuringDrain: RemoteAnswer | undefined;
  await eventually('/ready turns 503', async () => (readyDuringDrain = await remote(api.url, '/ready')).status !== 200, drainMs / 2, 20);
  const healthDuringDrain = await remote(api.url, '/health');
  await at(300);
  wave(40);
  await at(600);
  wave(40);
  await at(drainMs - 30); // the listener closes at drainMs: these 80 are in flight or arrive as it closes
  wave(80);
  t.same({ status: readyDuringDrain?.status, body: readyDuringDrain?.body }, { status: 503, body: { status: 'stopping' } }, 'during the drain /ready answers 503 so a load balancer stops sending traffic');
  t.equal(healthDuringDrain?.status, 200, 'and /health still 200');

  // The listener closes after the drain; the request whose body is still arriving is in flight and completes.
  await eventually('the listener is closed', async () => (await remote(api.url, '/health', { timeoutMs: 1000 })).status === 0, drainMs + 5000, 25);
  slow.finish();
  const slowAnswer = await slow.answer;
  t.equal(slowAnswer.status, 201, 'a request in flight when the listener closed completed (201)');
  t.equal(slowAnswer.connection, 'close', 'with Connection: close');

  const all = await Promise.all(answers);
  const exit = await exitWithin(api, shutdownTimeoutMs + 2000);
  t.same(exit, { code: 0, signal: null }, `the process exited 0 within the timeout (${Date.now() - sigtermAt} ms after SIGTERM)`);
  t.equal(await disconnected, 'transport close', 'the socket.io client lost its transport (not "io server disconnect"), so it reconnects by itself');
  t.ok(socket.active, 'and it is trying to reconnect');

  const counts = new Map<string, number>();
  for (const answer of all) counts.set(String(answer.status || answer.error), (counts.get(String(answer.status || answer.error)) ?? 0) + 1);
  t.comment(`answers: ${JSON.stringify(Object.fromEntries(counts))}`);
  const answered = all.filter((answer) => answer.status !== 0);
  const improper = answered.filter((answer) => !(answer.status === 201 || (answer.status === 503 && JSON.stringify(answer.body) === JSON.stringify(unavailable))));
  t.same(improper.map((answer) => ({ status: answer.status, body: answer.body })), [], 'every answer was a 201 or the clear 503');
  const accepted = answered.filter((answer) => answer.status === 201);
  t.ok(accepted.some((answer) => answer.sentAt > sigtermAt + 100), 'replies sent during the drain were still served');
  t.ok(accepted.length >= 40, `${accepted.length} replies accepted`);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  t.teardown(() => client.end());
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from forum_replies where post_id = $1', [postId]);
  t.equal(rows[0]!.n, accepted.length + 1, 'the replies stored are exactly the 201 answers (plus the slow one): nothing half-written, nothing accepted and lost');
  if (process.env.FAULTS_SHOW_LOGS) console.error(api.output());
});
