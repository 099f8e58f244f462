/**
 * Injection strings (SQL, HTML, template, odd Unicode) through the API:
 * - generated from the app's route table (test/security/routeInputs.ts: the OpenAPI document the
 *   routes' own contracts make): every free-text input of every route — path and query
 *   parameters, JSON, form and multipart body fields — gets each string in turn, the other inputs
 *   valid, from an admin (an anonymous caller on public routes; when refused with 403, 404 or 409,
 *   as the author of the thing, or on a new pending or rejected question). Never a 500; an error is
 *   `{statusCode, error, message}`; a change answered 2xx stored the string byte-identical (found
 *   verbatim in the database), unless the field is a secret or a search term that is never stored;
 *   refusals are 400 (a format the field does not allow) or the route's own rules; every table is
 *   still there.
 * - The main text fields (registration name, comment and reply, forum, post, forum reply, every
 *   field of a submitted question, resource description) are also read back through the API,
 *   byte-identical: queries are parameterised and the web app renders text as React text.
 */
import t from 'tap';
import { count, sql } from 'drizzle-orm';
import { users } from '../../server/db/schema/index.ts';
import type { Database } from '../../server/db/client.ts';
import { closeTestDatabase, testConfig } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody } from '../helpers/xlsx.ts';
import { buildAppWithRoutes, isMutation, seedWorld } from './world.ts';
import { buildRequest, isId, isText, routeInputs, validValues } from './routeInputs.ts';

t.teardown(closeTestDatabase);
// Thousands of requests: a generous limit for a loaded 2-core machine (tap's default is 120 s).
t.setTimeout(300_000);

const payloads = [
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1' --",
  "1; SELECT pg_sleep(3); --",
  "%_\\' ESCAPE '\\' $1 $$quoted$$ :name ?",
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  "<a href=\"javascript:alert('x')\">click</a> {{7*7}} ${7*7}",
  'Ünïcödé 🚀 ‮reversed‬ 𝔘 \\u0000 &amp; &lt;b&gt;',
];

t.test('the main text fields store injection strings as text and return them byte-identical through the API', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, admin } = await seedWorld(testApp);
  const client = clients.bob;
  const json = (res: { statusCode: number; body: string }, what: string) => {
    t.ok(res.statusCode === 200 || res.statusCode === 201, `${what}: ${res.statusCode}`);
    return JSON.parse(res.body);
  };

  for (const [index, text] of payloads.entries()) {
    const label = `payload ${index + 1}`;

    const registered = json(
      await new TestClient(testApp.app).post('/public/addUser', {
        payload: { name: text, username: `inject${index}`, password: 'Prep@2026', emailId: `inject${index}@example.org`, userType: 'Student' },
      }),
      `${label}: registration`,
    );
    // Names are NFKC-normalised and lose format characters (contract section 7.8); everything else is kept.
    t.equal(json(await clients.admin.get(`/api/users/${registered.id}`), 'profile').name, text.normalize('NFKC').replace(/\p{Cf}/gu, ''), `${label}: registration name`);

    const comment = json(await client.post(`/api/addComment?questionId=1&text=${encodeURIComponent(text)}`), `${label}: comment`);
    const reply = json(await client.post(`/api/addReply?commentId=${comment.id}&text=${encodeURIComponent(text)}`), `${label}: comment reply`);
    const thread = json(await client.get('/api/getCommentsbyId?id=1'), 'comments');
    const stored = thread.find((c: { id: number }) => c.id === comment.id);
    t.equal(stored.text, text, `${label}: comment`);
    t.equal(stored.replies.find((r: { id: number }) => r.id === reply.id).text, text, `${label}: comment reply`);

    const forum = json(await client.post('/api/forum/forums', { payload: { title: text, description: text } }), `${label}: forum`);
    const listed = json(await client.get('/api/forum/getForums?limit=200'), 'forums').find((f: { id: number }) => f.id === forum.id);
    t.same([listed.title, listed.description], [text, text], `${label}: forum title and description`);

    const post = json(await client.post('/api/forum/posts', { payload: { forumId: forum.id, title: text, content: text } }), `${label}: post`);
    const form = new URLSearchParams({ content: text }).toString();
    const forumReply = json(
      await client.post(`/api/forum/addReply/${post.post.id}`, { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      `${label}: forum reply`,
    );
    const read = json(await client.get(`/api/forum/posts/${post.post.id}`), 'post');
    t.same([read.post.title, read.post.content], [text, text], `${label}: post title and content`);
    t.equal(read.replies.find((r: { id: number }) => r.id === forumReply.id).content, text, `${label}: forum reply`);

    const fields = { category: text, topic: text, source: text, questionText: `${text} #${index}`, optionA: text, optionB: `${text} B`, optionC: `${text} C`, optionD: `${text} D` };
    const submitted = json(await client.post('/api/submitQuestion', { payload: { ...fields, correctAnswer: 'B' } }), `${label}: submitted question`);
    const question = json(await client.get(`/api/getQuestionsbyId?id=${submitted.id}`), 'question');
    t.same(
      { category: question.section, topic: question.topic, source: question.source, questionText: question.questionText, optionA: question.optionA, optionB: question.optionB, optionC: question.optionC, optionD: question.optionD },
      fields,
      `${label}: every field of the submitted question`,
    );

    const upload = await multipartBody([
      { name: 'description', value: text },
      { name: 'pdfFile', value: minimalPdf(), fileName: 'notes.pdf', type: 'application/pdf' },
    ]);
    const resource = json(await client.post('/api/uploadPdf', upload), `${label}: resource`);
    const resources = json(await client.get('/api/getResources?limit=200'), 'resources');
    t.equal(resources.find((r: { id: number }) => r.id === resource.id).description, text, `${label}: resource description`);
  }

  const n = (await testApp.database.db.select({ n: count() }).from(users))[0]!.n;
  t.equal(n, 4 + payloads.length, 'the users table is intact, with every account');
  t.equal((await clients.admin.get(`/api/users/${admin.id}`)).statusCode, 200, 'the admin is still there');
});

/** Fields whose text is never stored as typed: secrets (hashed or compared) and search terms. */
const notStored = new Set(['password', 'currentPassword', 'newPassword', 'otp', 'code', 'query', 'prefix']);

/** Display names: stored NFKC-normalised without format characters (contract section 7.8). */
const displayNames = new Set(['/public/addUser name', '/api/users/me name']);
/** The text a field stores for `text`: computed independently of the product's own cleaning. */
const storedForm = (url: string, field: string, text: string) => (displayNames.has(`${url} ${field}`) ? text.normalize('NFKC').replace(/\p{Cf}/gu, '') : text);

/** Whether `text` is stored verbatim in some text or JSON column of some table (one query over all of them). */
async function storedVerbatim(db: Database, text: string): Promise<boolean> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'USER-DEFINED') and udt_name <> 'tsvector' order by 1, 2`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns.rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), `"${row.column_name}"::text`]);
  const selects = [...byTable].map(([table, list]) => sql`select 1 from ${sql.raw(`"${table}"`)} where position(${text} in concat_ws(chr(31), ${sql.raw(list.join(', '))})) > 0`);
  const found = await db.execute(sql`select exists (${sql.join(selects, sql` union all `)}) as found`);
  return (found.rows[0] as { found: boolean }).found;
}

t.test('every free-text input of every route: injection strings stored verbatim or refused, never a 500', async (t) => {
  const generous = { max: 100_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(Object.keys(testConfig().rateLimits).map((key) => [key, generous])) as unknown as ReturnType<typeof testConfig>['rateLimits'];
  const testApp = await buildAppWithRoutes(t, { rateLimits });
  const { clients } = await seedWorld(testApp);
  const db = testApp.database.db;
  const firstWorking = new Map<object, number>(); // per route, the first way that was not refused
  let submissions = 0;
  /** A new question submitted by alice, pending, or rejected by the admin; answers its id. */
  const submitAsAlice = async (rejected: boolean): Promise<number> => {
    submissions += 1;
    const body = { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'Alice', questionText: `Alice question ${submissions}?`, optionA: '1', optionB: '2', optionC: '3', optionD: '4', correctAnswer: 'C' };
    const { id } = (await clients.alice.post('/api/submitQuestion', { payload: body })).json() as { id: number };
    if (rejected) await clients.admin.post(`/api/rejectQuestion?id=${id}&reason=Unclear`);
    return id;
  };
  const inputs = routeInputs(testApp.app, testApp.routes.filter((route) => !route.config.navigation && !route.url.startsWith('/docs')));
  const targets = inputs.flatMap((input) => input.fields.filter((field) => isText(field) && !isId(field)).map((field) => ({ input, field })));
  t.ok(targets.length >= 40, `${targets.length} free-text inputs on ${new Set(targets.map((target) => target.input)).size} routes`);
  const tables = (await db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0]!.n;
  const outcomes = { stored: 0, notStored: 0, refused400: 0, otherRefusal: 0 };
  let sent = 0;
  for (const { input, field } of targets) {
    const label = `${input.route.method} ${input.route.url} ${field.in} ${field.name}`;
    const isPublic = Array.isArray(input.route.security) && input.route.security.length === 0;
    for (const [index, payload] of payloads.entries()) {
      sent += 1;
      const text = `${payload} #${sent}`; // unique, to be found again
      // As an admin on id 1; when refused (403, 404, 409), as alice, who owns the things with id 1,
      // then on a new pending question (as the admin) and a new rejected one of alice's (as alice),
      // so edits of one's own things and one-time decisions are covered too.
      let res;
      const attempts: Array<() => Promise<[TestClient, number]>> = isPublic
        ? [async () => [new TestClient(testApp.app), 1]]
        : [async () => [clients.admin, 1], async () => [clients.alice, 1], async () => [clients.admin, await submitAsAlice(false)], async () => [clients.alice, await submitAsAlice(true)]];
      for (const attempt of attempts.slice(firstWorking.get(input) ?? 0)) {
        const [client, id] = await attempt();
        const values = validValues(input, id);
        values[`${field.in}:${field.name}`] = text;
        res = await client.request(await buildRequest(input, values));
        if (![403, 404, 409].includes(res.statusCode)) {
          firstWorking.set(input, attempts.indexOf(attempt));
          break;
        }
      }
      res = res!;
      if (res.statusCode === 500 || (res.statusCode >= 400 && !/^\{"statusCode":\d{3},"error":"[^"]+","message":"/.test(res.body))) {
        t.fail(`${label}, payload ${index + 1}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      } else if (res.statusCode >= 200 && res.statusCode < 300 && isMutation(input.route) && !notStored.has(field.name)) {
        if (await storedVerbatim(db, storedForm(input.route.url, field.name, text))) outcomes.stored += 1;
        else t.fail(`${label}, payload ${index + 1}: answered ${res.statusCode} but the text is not stored verbatim`);
      } else if (res.statusCode === 400) outcomes.refused400 += 1;
      else if (res.statusCode < 300) outcomes.notStored += 1;
      else outcomes.otherRefusal += 1;
      if (process.env.SHOW_REFUSALS && res.statusCode >= 300 && index === 0) t.comment(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  t.comment(`${sent} requests: ${JSON.stringify(outcomes)}`);
  t.ok(outcomes.stored > 100, 'many were stored (the check could fail)');
  t.equal((await db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0]!.n, tables, 'every table is still there');
  t.equal((await clients.admin.get('/api/userDetails')).statusCode, 200, 'the admin is still logged in and served');
});
