/**
 * Look-alike identities (contract section 7.8): usernames are ASCII letters, digits, ".", "_" and
 * "-" only (a zero-width space, a word joiner, a dotless i, a Cyrillic a or full-width letters are a
 * 400 with a clear message, and nothing is stored); display names lose Unicode format characters
 * (bidi overrides, zero-width spaces) and are NFKC-normalised, at registration and on edit.
 */
import t from 'tap';
import { count } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { users } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';

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
