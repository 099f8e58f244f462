import t from 'tap';
import { asc } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { mentorRequests, users } from '../../server/db/schema/index.ts';
import type { Database } from '../../server/db/client.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { createPendingMentor } from '../helpers/mentors.ts';

t.teardown(closeTestDatabase);

type Listed = { id: number; name: string; username: string };

async function snapshot(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    requests: await db.select().from(mentorRequests).orderBy(asc(mentorRequests.id)),
  };
}

/** The usernames GET /api/getUsers lists for `query` (as an admin), with the total header; throws unless 200. */
async function search(client: TestClient, query: string, extra = '') {
  const res = await client.get(`/api/getUsers?query=${encodeURIComponent(query)}${extra}`);
  if (res.statusCode !== 200) throw new Error(`getUsers ${JSON.stringify(query)}: ${res.statusCode} ${res.body}`);
  return { usernames: (res.json() as Listed[]).map((user) => user.username), total: Number(res.headers['x-total-count']) };
}

t.test('GET /api/getUsers: every user as User JSON with contact details, ordered by name then id', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { name: 'Zara Admin', username: 'zara_admin', role: 'admin' });
  const asha = await createUser(db, { name: 'asha Verma', username: 'asha_v', emailId: 'asha@example.org', mobile: '9876543210' });
  const bala1 = await createUser(db, { name: 'Bala', username: 'bala_one' });
  const bala2 = await createUser(db, { name: 'Bala', username: 'bala_two' });
  const mentor = await createPendingMentor(db, { name: 'Chitra Mentor', username: 'chitra_m' });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  t.equal((await client.post(`/api/approveMentor?id=${mentor.requestId}`)).statusCode, 200);

  const res = await client.get('/api/getUsers');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-total-count'], '5');
  t.equal(res.headers['cache-control'], 'no-store', 'contact details are not cached');
  const list = res.json();
  t.same(list.map((user: Listed) => user.id), [asha.id, bala1.id, bala2.id, mentor.id, admin.id], 'by name ignoring case, then id');
  t.same(list[0], {
    id: asha.id,
    name: 'asha Verma',
    username: 'asha_v',
    userType: 'Student',
    role: 'user',
    mobile: '9876543210',
    emailId: 'asha@example.org',
    emailVerified: false,
    mentorStatus: null,
    extraTimePercent: 0,
    untimedPractice: false,
    showOnLeaderboards: false,
    suspended: false,
  }, 'the User JSON, with mobile and email for the admin');
  t.match(list[3], { username: 'chitra_m', userType: 'Mentor', role: 'user', mentorStatus: 'approved' }, 'the approved mentor');
  t.match(list[4], { username: 'zara_admin', role: 'admin' });
  t.notOk(JSON.stringify(list).includes('passwordHash') || JSON.stringify(list).includes('argon2'), 'no password hashes');
});

t.test('GET /api/getUsers?query=: case-insensitive substring of name, username or email', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { name: 'Site Admin', username: 'site_admin', emailId: 'root@admin.example', role: 'admin' });
  await createUser(db, { name: 'Priya Sharma', username: 'priya_s', emailId: 'priya@example.org' });
  await createUser(db, { name: 'Rahul Mehta', username: 'rahulm', emailId: 'SHARMA.fan@example.org' });
  await createUser(db, { name: 'Percent 100% Sure', username: 'pct_user', emailId: 'pct@example.org' });
  await createUser(db, { name: 'Under Score', username: 'under_score', emailId: 'under@example.org' });
  await createUser(db, { name: 'Quote O\'Brien "Q"', username: 'obrien', emailId: 'back\\slash@example.org' });
  await createUser(db, { name: 'Çağla İnce', username: 'cagla', emailId: 'cagla@example.org' });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);

  t.same(await search(client, 'sharma'), { usernames: ['priya_s', 'rahulm'], total: 2 }, 'name or email, ignoring case');
  t.same(await search(client, 'PRIYA_'), { usernames: ['priya_s'], total: 1 }, 'username, ignoring case');
  t.same(await search(client, '  rahul  '), { usernames: ['rahulm'], total: 1 }, 'trimmed');
  t.same((await search(client, '')).total, 7, 'empty query: everyone');
  t.same((await search(client, '   ')).total, 7, 'blank query: everyone');
  t.same(await search(client, 'nobody-like-this'), { usernames: [], total: 0 }, 'no match: empty');

  // LIKE's wildcards are taken literally.
  t.same(await search(client, '%'), { usernames: ['pct_user'], total: 1 }, '% matches only a literal %');
  t.same(await search(client, '0%'), { usernames: ['pct_user'], total: 1 });
  t.same(await search(client, '_'), { usernames: ['pct_user', 'priya_s', 'site_admin', 'under_score'], total: 4 }, '_ matches only a literal _');
  t.same(await search(client, 'h_r'), { usernames: [], total: 0 }, '_ is not "any character" (Sharma does not match)');
  t.same(await search(client, '%%%'), { usernames: [], total: 0 });
  t.same(await search(client, '\\'), { usernames: ['obrien'], total: 1 }, 'a backslash matches a literal backslash');
  t.same(await search(client, '\\%'), { usernames: [], total: 0 });
  t.same(await search(client, "O'Brien"), { usernames: ['obrien'], total: 1 }, 'a single quote');
  t.same(await search(client, '"Q"'), { usernames: ['obrien'], total: 1 }, 'double quotes');
  t.same(await search(client, "'; drop table users; --"), { usernames: [], total: 0 }, 'SQL text is just text');
  t.same(await search(client, 'çağla'), { usernames: ['cagla'], total: 1 }, 'non-ASCII letters, ignoring case');

  const longest = await search(client, 'x'.repeat(limits.userSearchMax));
  t.same(longest, { usernames: [], total: 0 }, `${limits.userSearchMax} characters: searched`);
  const before = await snapshot(db);
  for (const [label, query] of [
    ['10,000 characters', 'a'.repeat(10_000)],
    [`${limits.userSearchMax + 1} characters`, 'b'.repeat(limits.userSearchMax + 1)],
  ] as const) {
    const res = await client.get(`/api/getUsers?query=${query}`);
    t.equal(res.statusCode, 400, `${label}: 400`);
    t.equal(res.json().message, `Search text must be at most ${limits.userSearchMax} characters`);
  }
  const nul = await client.get('/api/getUsers?query=pri%00ya');
  t.equal(nul.statusCode, 400, 'a NUL character: 400');
  t.equal(nul.json().message, messages.validation.nulCharacter);
  const twice = await client.get('/api/getUsers?query=a&query=b');
  t.equal(twice.statusCode, 400, 'query given twice: 400');
  t.equal(twice.json().message, 'query must be text');
  const broken = await client.get('/api/getUsers?query=%E0%A4%A');
  t.not(broken.statusCode, 500, 'a broken percent-encoding is never a 500');
  t.same(await snapshot(db), before, 'searching changes nothing');
});

t.test('GET /api/getUsers: pages with X-Total-Count, also within a search', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { name: 'Admin', username: 'admin0', role: 'admin' });
  for (let i = 1; i <= 7; i++) await createUser(db, { name: `Member ${String(i).padStart(2, '0')}`, username: `member${i}` });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);

  const all: string[] = [];
  for (let offset = 0; offset < 8; offset += 3) {
    const page = await search(client, '', `&limit=3&offset=${offset}`);
    t.equal(page.total, 8, `offset ${offset}: total 8`);
    t.equal(page.usernames.length, Math.min(3, 8 - offset), `offset ${offset}: a page of at most 3`);
    all.push(...page.usernames);
  }
  t.same(all, ['admin0', ...Array.from({ length: 7 }, (_, i) => `member${i + 1}`)], 'the pages together list everyone once, in order');
  t.same(await search(client, 'MEMBER', '&limit=2&offset=4'), { usernames: ['member5', 'member6'], total: 7 }, 'paging within a search');
  t.same(await search(client, '', '&offset=8'), { usernames: [], total: 8 }, 'past the end: empty page, the total still given');
  t.equal((await search(client, '', '&limit=200')).usernames.length, 8, 'limit 200 allowed');
  const defaulted = await client.get('/api/getUsers');
  t.equal(defaulted.json().length, 8, 'default limit (50) covers all 8');
  for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc', 'offset=1.5']) {
    const bad = await client.get(`/api/getUsers?${query}`);
    t.equal(bad.statusCode, 400, `${query}: 400`);
  }
});

t.test('GET /api/getUsers: 401 logged out, 403 for non-admins (mentors too); nothing changed', async (t) => {
  const { app, database } = await buildTestApp(t);
  const db = database.db;
  const admin = await createUser(db, { role: 'admin' });
  const student = await createUser(db);
  const mentor = await createPendingMentor(db);
  const adminClient = new TestClient(app);
  await adminClient.login(admin.username, admin.password);
  await adminClient.post(`/api/approveMentor?id=${mentor.requestId}`);
  const before = await snapshot(db);

  const anonymous = await new TestClient(app).get('/api/getUsers?query=a');
  t.equal(anonymous.statusCode, 401, 'logged out: 401');
  t.equal(anonymous.json().message, messages.auth.loginRequired);
  for (const [who, user] of [['a student', student], ['a mentor', mentor]] as const) {
    const client = new TestClient(app);
    await client.login(user.username, user.password);
    for (const url of ['/api/getUsers', '/api/getUsers?query=a', '/api/getUsers?limit=500']) {
      const res = await client.get(url);
      t.equal(res.statusCode, 403, `${url} by ${who}: 403`);
      t.equal(res.json().message, messages.auth.adminOnly);
      t.notOk(res.body.includes(admin.emailId), 'no user data leaks');
    }
  }
  t.same(await snapshot(db), before, 'nothing changed');
});
