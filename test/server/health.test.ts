import t from 'tap';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';

t.teardown(closeTestDatabase);

t.test('/health answers while the process serves', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ method: 'GET', url: '/health' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok' });
});

t.test('/ready checks PostgreSQL, Redis and the queue connection', async (t) => {
  const { app } = await buildTestApp(t);
  const ready = await app.inject({ method: 'GET', url: '/ready' });
  t.equal(ready.statusCode, 200);
  t.same(ready.json(), { status: 'ready', checks: { database: 'ok', redis: 'ok', queue: 'ok' } });

  // The real session Redis connection goes away: 503 naming it, answered within the check timeout.
  const ended = new Promise((resolve) => app.redis.once('end', resolve));
  app.redis.disconnect();
  const started = Date.now();
  const down = await app.inject({ method: 'GET', url: '/ready' });
  t.equal(down.statusCode, 503);
  t.same(down.json(), { status: 'unavailable', checks: { database: 'ok', redis: 'down', queue: 'ok' } });
  t.ok(Date.now() - started < 3000, 'a dead dependency does not hang the probe');
  t.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200, 'still alive');

  // It comes back: ready again. (The probe fails fast, before the socket has finished closing.)
  await ended;
  await app.redis.connect();
  t.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200, 'ready after reconnecting');
});
