/**
 * PostgreSQL goes away under a running API process (server/main.ts) and comes back: requests that
 * need the database answer 503 "temporarily unavailable" within a few seconds — never a 500, never
 * a hang — and the process recovers on its own, without a restart. Runs a private PostgreSQL
 * cluster and a private Redis (never the shared ones).
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { startMainProcess } from '../helpers/mainProcess.ts';
import { startPrivatePostgres, startPrivateRedis, privateServicesSkip } from '../helpers/privateServices.ts';
import { eventually, remote, remoteLogin, type RemoteAnswer } from '../helpers/remote.ts';

const admin = { ADMIN_USERNAME: 'faultadmin', ADMIN_PASSWORD: 'Fault@Test123', ADMIN_EMAIL: 'faultadmin@example.org' };
const unavailable = { statusCode: 503, error: 'Service Unavailable', message: messages.generic.unavailable };

const skip = privateServicesSkip();
if (skip) t.comment(`skipped: ${skip}`);

t.test('PostgreSQL stops, starts and restarts under a running API process', { skip, timeout: 120_000 }, async (t) => {
  const [pg, redis] = await Promise.all([startPrivatePostgres(t), startPrivateRedis(t)]);
  const api = await startMainProcess(t, { DATABASE_URL: pg.url, REDIS_URL: redis.url, PROCESS_ROLE: 'api', ...admin });
  const cookie = await remoteLogin(api.url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const me = () => remote(api.url, '/api/userDetails', { cookie, timeoutMs: 15_000 });
  t.equal((await me()).status, 200, 'up: the logged-in user is read from PostgreSQL');

  await pg.stop();
  const during: Record<string, RemoteAnswer> = {
    'GET /api/userDetails': await me(),
    'GET /api/forum/getForums': await remote(api.url, '/api/forum/getForums', { cookie, timeoutMs: 15_000 }),
    'POST /api/forum/forums': await remote(api.url, '/api/forum/forums', { cookie, json: { title: 'Lost', description: 'while down' }, timeoutMs: 15_000 }),
    'POST /perform-login': await remote(api.url, '/perform-login', { form: { username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }, timeoutMs: 15_000 }),
  };
  for (const [route, answer] of Object.entries(during)) {
    t.same({ status: answer.status, body: answer.body }, { status: 503, body: unavailable }, `${route} while PostgreSQL is down: 503 with the clear message`);
    t.ok(answer.ms < 6000, `${route} answered in ${answer.ms} ms (no hang)`);
    t.equal(answer.headers?.get('retry-after'), '5', `${route} says when to retry`);
  }
  const ready = await remote(api.url, '/ready');
  t.same({ status: ready.status, body: ready.body }, { status: 503, body: { status: 'unavailable', checks: { database: 'down', redis: 'ok', queue: 'ok' } } }, '/ready names the database');
  t.equal((await remote(api.url, '/health')).status, 200, '/health: the process itself is alive');

  await pg.start();
  const recovered = await eventually('the API answers 200 again', async () => (await me()).status === 200, 20_000);
  t.pass(`recovered on its own ${recovered} ms after PostgreSQL was back`);
  t.equal((await remote(api.url, '/ready')).status, 200, '/ready is 200 again');
  const forum = await remote(api.url, '/api/forum/forums', { cookie, json: { title: 'After the outage', description: 'written' } });
  t.equal(forum.status, 201, 'writes work again');

  // A fast restart while requests keep coming: each is answered 200 or 503, none 500, none hangs.
  const answers: RemoteAnswer[] = [];
  let restarting = true;
  const load = (async () => {
    while (restarting) answers.push(await me());
  })();
  await pg.restart();
  await eventually('200 after the restart', async () => answers.at(-1)?.status === 200, 20_000, 50);
  restarting = false;
  await load;
  const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
  t.ok(statuses.every((status) => status === 200 || status === 503), `during pg_ctl restart -m fast every answer was 200 or 503 (${answers.length} requests: ${statuses.join(', ')})`);
  t.ok(Math.max(...answers.map((answer) => answer.ms)) < 6000, 'and none took more than a few seconds');
  t.notOk(/request failed/.test(api.output()), 'nothing was logged as a failed request (500)');
});
