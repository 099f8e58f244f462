/**
 * Effects after commit (server/effects): a service records what must follow its transaction and the
 * process's dispatcher publishes it after the COMMIT, whoever called the service; a rollback drops
 * it; a nested unit's effects wait for the outer commit; a process without a dispatcher is refused
 * before it writes. Real app, real PostgreSQL/PGlite, real Redis and socket.io.
 */
import t from 'tap';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { messages } from '@common/messages.ts';
import { notifications, users } from '../../server/db/schema/index.ts';
import { inTransaction, registerDispatcher } from '../../server/effects/commit.ts';
import { decideMentorRequest } from '../../server/features/mentors/mentors.service.ts';
import { setRole } from '../../server/features/users/users.service.ts';
import { readUserVersion } from '../../server/identity/userVersion.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { createPendingMentor } from '../helpers/mentors.ts';
import { collectEvents, connectSocket, drained, listen, nextEvent } from '../helpers/realtime.ts';

t.teardown(closeTestDatabase);

t.test('a service called outside its route still publishes its effects, after the commit', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const applicant = await createPendingMentor(database.db);
  const client = new TestClient(app);
  await client.login(applicant.username, applicant.password);
  const socket = await connectSocket(t, await listen(app), client.cookie);
  const redis = new Redis(config.redisUrl);
  t.teardown(() => redis.quit());
  const versionBefore = await readUserVersion(redis, config.redisPrefix, applicant.id);

  // When the live notification arrives, its row and the promotion must already be readable by others.
  const seenAtArrival = new Promise<{ stored: number; userType: string }>((resolve) => {
    socket.once('notification:new', async ({ notification }) => {
      const [stored] = await database.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.id, notification.id));
      const [row] = await database.db.select({ userType: users.userType }).from(users).where(eq(users.id, applicant.id));
      resolve({ stored: stored!.n, userType: row!.userType });
    });
  });
  // Not through the route: the service itself, as a job or a script would call it.
  const result = await decideMentorRequest(database.db, applicant.requestId, 'approved', admin.id);
  t.equal(result.userId, applicant.id);
  t.same(await seenAtArrival, { stored: 1, userType: 'Mentor' }, 'the notification reached the socket, and what it announces was committed before');
  t.not(await readUserVersion(redis, config.redisPrefix, applicant.id), versionBefore, 'the user-changed signal was raised (session caches forget the row)');
  t.equal((await client.get('/api/userDetails')).json().userType, 'Mentor', 'the next request sees the promotion');
});

t.test('a rolled-back service publishes nothing it recorded', async (t) => {
  const { database, config } = await buildTestApp(t);
  const onlyAdmin = await createUser(database.db, { role: 'admin' });
  const other = await createUser(database.db);
  const redis = new Redis(config.redisUrl);
  t.teardown(() => redis.quit());
  const versionBefore = await readUserVersion(redis, config.redisPrefix, onlyAdmin.id);
  // setRole records userChanged as soon as it has locked the target, then refuses the last admin's demotion.
  await t.rejects(setRole(database.db, other, onlyAdmin.id, 'user'), { statusCode: 400, message: messages.account.lastAdminDemote });
  t.equal(await readUserVersion(redis, config.redisPrefix, onlyAdmin.id), versionBefore, 'no user-changed signal for a change that did not happen');
});

t.test('a nested unit of work publishes after the outer commit, and not at all when the outer one rolls back', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const socket = await connectSocket(t, await listen(app), client.cookie);
  const events = collectEvents(socket, 'import:progress');
  const progress = (jobId: number) => ({ jobId, state: 'active' as const, processed: 0, total: 1 });

  const arriving = nextEvent(socket, 'import:progress');
  await inTransaction(database.db, async (tx) => {
    await inTransaction(tx, async (_inner, effects) => {
      effects.emit(rooms.user(user.id), 'import:progress', progress(1));
    });
    await drained(app, socket);
    t.equal(events.length, 0, 'nothing is sent while the outer transaction is open');
  });
  t.same(await arriving, progress(1), 'sent once the outer transaction committed');

  await t.rejects(
    inTransaction(database.db, async (tx) => {
      await inTransaction(tx, async (_inner, effects) => {
        effects.emit(rooms.user(user.id), 'import:progress', progress(2));
      });
      throw new Error('the outer work fails');
    }),
    { message: 'the outer work fails' },
  );
  await drained(app, socket);
  t.same(
    events.map((event) => event.jobId),
    [1],
    'the inner effects went with the outer rollback',
  );
});

t.test('work on a database handle without a dispatcher is refused before it writes', async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  // The app registered its dispatcher; closing it unregisters it, as a process without sockets would be.
  await app.close();
  let ran = false;
  await t.rejects(
    inTransaction(database.db, async () => {
      ran = true;
    }),
    { message: /no effects dispatcher/ },
  );
  t.notOk(ran, 'the work never started');
  // An explicit dispatcher (a script that has nobody to tell) makes it work again.
  const published: number[] = [];
  const unregister = registerDispatcher(database.db, {
    dispatch: async (effects) => {
      published.push(...effects.list.map((effect) => (effect.kind === 'userChanged' ? effect.userId : -1)));
    },
  });
  t.teardown(unregister);
  await inTransaction(database.db, async (tx, effects) => {
    await tx.update(users).set({ name: 'Renamed Here' }).where(eq(users.id, user.id));
    effects.userChanged(user.id);
  });
  t.same(published, [user.id], 'the registered dispatcher got the effect after the commit');
});

t.test('route handlers publish nothing themselves: every event, notification, signal and disconnect is an effect of a service', async (t) => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join, relative } = await import('node:path');
  const root = join(import.meta.dirname, '..', '..');
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name.endsWith('.routes.ts') ? [join(dir, entry.name)] : []));
  const files = routeFiles(join(root, 'server', 'features'));
  t.ok(files.length > 20, `route files found (${files.length})`);
  const publishing = /app\.io\.|\.emit\(|announce[A-Z]\w*\(|userChanged\(|disconnect(User|Session)Sockets\(|\.enqueue\(/;
  const offenders = files.filter((file) => publishing.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
  t.same(offenders, [], 'no route file emits, announces, signals, disconnects or queues');
});
