/**
 * Look-alike identities (contract section 7.8): usernames are ASCII letters, digits, ".", "_" and
 * "-" only (a zero-width space, a word joiner, a dotless i, a Cyrillic a or full-width letters are a
 * 400 with a clear message, and nothing is stored); display names lose Unicode format characters
 * (bidi overrides, zero-width spaces) and are NFKC-normalised, at registration and on edit, and
 * names stored by earlier releases are cleaned the same way at start-up.
 */
import t from 'tap';
import { count, eq, inArray } from 'drizzle-orm';
import { cleanDisplayName } from '@common/api/accounts.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { needsSharedDatabase } from '../helpers/requirements.ts';

t.teardown(closeTestDatabase);

const registration = (username: string, name = 'Asha Rao') => ({ name, username, password: 'Secret@123', emailId: `${Math.random().toString(36).slice(2)}@example.org` });

t.test('usernames outside ASCII letters, digits, ".", "_", "-": 400 with a clear message, nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = new TestClient(app);
  t.equal((await client.post('/public/addUser', { payload: registration('admin') })).statusCode, 201, 'the original');
  const lookalikes: [string, string][] = [
    ['zero-width space', 'adm\u200Bin'],
    ['word joiner', 'admin\u2060'],
    ['dotless i', 'adm\u0131n'],
    ['Cyrillic a', '\u0430dmin'],
    ['full-width letters', '\uFF41\uFF44\uFF4D\uFF49\uFF4E'],
    ['bidi override', 'admin\u202E'],
    ['an accented letter', 'ad\u00E9min'],
    ['punctuation', 'admin!'],
  ];
  for (const [what, username] of lookalikes) {
    const res = await client.post('/public/addUser', { payload: registration(username) });
    t.equal(res.statusCode, 400, `${what}: 400`);
    t.equal(res.json().message, messages.validation.usernameCharacters, `${what}: says which characters are allowed`);
  }
  const [row] = await database.db.select({ n: count() }).from(users);
  t.equal(row?.n, 1, "only the original was stored");
  for (const username of ['Asha.Rao', 'asha_rao-2026', 'A1']) {
    t.equal((await client.post('/public/addUser', { payload: registration(username) })).statusCode, 201, `${username}: allowed`);
  }
});

t.test('display names lose format and bidi-control characters and are NFKC-normalised', async (t) => {
  const { app } = await buildTestApp(t);
  const client = new TestClient(app);
  const cases: [string, string, string][] = [
    ['a right-to-left override', 'Ravi\u202Efdp.exe', 'Ravifdp.exe'],
    ['isolates and marks', '\u2066Meera\u2069\u200F', 'Meera'],
    ['zero-width space, word joiner, soft hyphen', 'Ro\u200Bh\u2060a\u00ADn', 'Rohan'],
    ['full-width letters', '\uFF2B\uFF41\uFF56\uFF59\uFF41', 'Kavya'],
    ['a Devanagari conjunct with a zero-width joiner', '\u0915\u094D\u200D\u0937', '\u0915\u094D\u200D\u0937'],
  ];
  let index = 0;
  for (const [what, name, expected] of cases) {
    const res = await client.post('/public/addUser', { payload: registration(`user${index++}`, name) });
    t.equal(res.statusCode, 201, `${what}: registered`);
    t.equal(res.json().name, expected, `${what}: stored as ${JSON.stringify(expected)}`);
  }
  const onlyFormat = await client.post('/public/addUser', { payload: registration('blank', '\u202E\u200B') });
  t.equal(onlyFormat.statusCode, 400, 'a name of format characters only is empty');
  t.equal(onlyFormat.json().message, messages.validation.nameRequired);

  await client.login('user0', 'Secret@123');
  const edit = await client.request({ method: 'PATCH', url: '/api/users/me', payload: { name: 'Ravi\u202E\u2067Kumar' } });
  t.equal(edit.statusCode, 200, 'profile edit');
  t.equal(edit.json().name, 'RaviKumar', 'an edited name is cleaned too');
});

t.test('display names stored before cleaning are cleaned the same way, once (start-up runs this after migrating)', async (t) => {
  const { database } = await buildTestApp(t);
  const db = database.db;
  const { createUser } = await import('../helpers/factories.ts');
  const { cleanStoredDisplayNames } = await import('../../server/identity/displayNames.ts');
  const stored = [
    ['bidi override', 'Asha \u202Enimda', 'Asha nimda'],
    ['zero-width space and full-width letters', 'R\u200Bavi \uFF32ao', 'Ravi Rao'],
    ['only format characters', '\u202E\u200B', null],
    ['longer than the limit after NFKC', `A${'\uFDFA'.repeat(6)}`, null],
    ['clean, with Devanagari', 'अनु शर्मा', 'अनु शर्मा'],
    ['clean ASCII', 'Meera Iyer', 'Meera Iyer'],
  ] as const;
  const ids: number[] = [];
  for (const [, name] of stored) {
    const user = await createUser(db);
    // As an earlier release stored it: straight into the table, past today's validation.
    await db.update(users).set({ name }).where(eq(users.id, user.id));
    ids.push(user.id);
  }
  t.same((await cleanStoredDisplayNames(db)).sort((a, b) => a - b), ids.slice(0, 4).sort((a, b) => a - b), 'the four unclean names changed, their ids answered');
  const rows = await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.id, ids));
  const nameOf = (id: number) => rows.find((row) => row.id === id)!;
  stored.forEach(([what, , expected], i) => {
    const row = nameOf(ids[i]!);
    if (what === 'only format characters') t.equal(row.name, row.username, `${what}: the username stands in`);
    else if (what === 'longer than the limit after NFKC') {
      t.ok(row.name.length <= limits.nameMax && row.name.startsWith('A\u0635\u0644\u0649'), `${what}: cut to ${limits.nameMax} (${row.name.length})`);
      t.equal(cleanDisplayName(row.name), row.name, `${what}: and clean`);
    } else t.equal(row.name, expected, what);
  });
  t.same(await cleanStoredDisplayNames(db), [], 'a second start changes nothing');
});

t.test('start-up cleans stored names and gives their users a new version, so no process serves the old name', { skip: needsSharedDatabase }, async (t) => {
  const { database, config } = await buildTestApp(t);
  const db = database.db;
  const { createUser } = await import('../helpers/factories.ts');
  const { openBackingServices } = await import('../../server/startup.ts');
  const { Redis } = await import('ioredis');
  const user = await createUser(db);
  await db.update(users).set({ name: 'Asha \u202Enimda' }).where(eq(users.id, user.id));
  const redis = new Redis(config.redisUrl);
  t.teardown(() => redis.quit());
  const versionKey = `${config.redisPrefix}:user-version:${user.id}`;
  await redis.set(versionKey, 'before-start-up');
  const started = await openBackingServices(config);
  await started.close();
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  t.equal(row?.name, 'Asha nimda', 'the name is clean');
  const version = await redis.get(versionKey);
  t.ok(version && version !== 'before-start-up', `the user has a new version (${version})`);
});
