/**
 * Hostile input:
 * - SQL and HTML injection strings go in through every free-text field (registration name,
 *   comment and comment reply, forum title and description, post title and content, forum reply,
 *   every field of a submitted question, resource description) and come back byte-identical; the
 *   tables are all still there. Queries are parameterised; the web app renders text as React text.
 * - Property-based fuzzing (fast-check) of every registered route as a logged-in admin and as a
 *   student: arbitrary strings (unicode, NUL, very long), huge, negative and non-finite numbers,
 *   arrays where scalars belong and nested objects, in path parameters, query strings and JSON
 *   bodies, under the parameter names the API uses. Never a 500, every error is
 *   `{statusCode, error, message}`, and the app keeps serving. Few runs per route (the routes are
 *   many), so it takes seconds.
 * - Body limits (plugins/bodyLimits.ts): JSON and form bodies are capped at BODY_LIMIT_KB (64 kB);
 *   routes whose longest valid text needs more get room for it. Over the cap: 413 "The request is
 *   too large", and nothing is stored.
 */
import t from 'tap';
import { count } from 'drizzle-orm';
import { users, forums } from '../../server/db/schema/index.ts';
import { closeTestDatabase, testConfig, buildTestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { multipartBody } from '../helpers/xlsx.ts';
import { buildAppWithRoutes, seedWorld, type AppRoute } from './world.ts';
import fc from 'fast-check';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { createUser } from '../helpers/factories.ts';
import { createForum, createPost } from '../helpers/forums.ts';

type Tap = typeof t;
t.teardown(closeTestDatabase);

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

t.test('every text field stores injection strings as text and returns them byte-identical', async (t) => {
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
    t.equal(json(await clients.admin.get(`/api/users/${registered.id}`), 'profile').name, text, `${label}: registration name`);

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

/** Parameter names the API reads (so fuzzed values reach the validators), and a few it does not. */
const names = [
  'id', 'questionId', 'commentId', 'forumId', 'postId', 'responseId', 'jobId', 'limit', 'offset', 'query', 'category', 'topic',
  'source', 'idsOnly', 'timer', 'selectedOption', 'reason', 'text', 'title', 'description', 'content', 'parentReplyId',
  'username', 'password', 'name', 'emailId', 'mobile', 'userType', 'pendingMentor', 'number', 'otp', 'correctAnswer',
  'questionText', 'optionA', 'optionB', 'optionC', 'optionD', '__proto__', 'constructor', 'userId',
];

const nastyText = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', 'NaN', 'Infinity', '-Infinity', '-1', '0', '1e309', '99999999999999999999999', '2147483648',
  '-2147483649', '0x10', '1.5', 'true', 'null', '[]', '{}', "'; drop table users; --", '%', '_', '\\', '\uD800', '‮', '🚀'.repeat(50),
  'x'.repeat(70_000),
);
const scalar = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, -1, 0, 1e308),
  fc.boolean(),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.constant(null), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...names), tie('value'), { maxKeys: 3 })),
})).value;
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), value, { maxKeys: 6 });

/** A query string from fuzzed fields: scalars as they print, arrays as repeated keys, objects as JSON. */
function queryString(input: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(input)) {
    for (const item of Array.isArray(raw) ? raw : [raw]) search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  return search.toString();
}

/** A path segment; a lone surrogate is sent as the invalid UTF-8 it would be (%ED%A0%80). */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const request = fc.record({ param: value, query: fields, body: fc.oneof(fields, value) });

async function fuzzRoute(t: Pick<Tap, 'fail'>, client: TestClient, route: AppRoute, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(request, async ({ param, query, body }) => {
      const path = route.url.replace(/:[A-Za-z]+/g, () => pathSegment(typeof param === 'object' ? JSON.stringify(param) : String(param)));
      const url = `${path}?${queryString(query)}`.slice(0, 60_000);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const res = await client.request({ method: route.method as 'POST', url, ...(hasBody ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}) });
      if (res.statusCode === 500 || res.statusCode >= 400 && !/^\{"statusCode":\d{3},"error":"[^"]+","message":"/.test(res.body)) {
        t.fail(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 300)} for ${url.slice(0, 300)}`);
        return false;
      }
      return true;
    }),
    { numRuns, endOnFailure: true },
  );
}


t.test('every route, as an admin and as a student: never a 500, errors are JSON, the app keeps serving', async (t) => {
  const generous = { max: 100_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(Object.keys(testConfig().rateLimits).map((key) => [key, generous])) as unknown as ReturnType<typeof testConfig>['rateLimits'];
  const testApp = await buildAppWithRoutes(t, { rateLimits });
  const { clients } = await seedWorld(testApp);
  const routes = testApp.routes.filter((route) => !route.config.navigation); // GET|POST /logout would end the session
  t.ok(routes.length >= 60, `${routes.length} routes`);
  let runs = 0;
  for (const [who, client] of [['admin', clients.admin], ['student', clients.bob]] as const) {
    for (const route of routes) {
      await fuzzRoute(t, client, route, 6);
      runs += 6;
    }
    t.equal((await client.get('/api/userDetails')).statusCode, 200, `${who}: still logged in and served after ${runs} requests`);
  }
  t.equal((await clients.anonymous.get('/health')).statusCode, 200, 'the app is alive');
});

const tooLarge = { statusCode: 413, error: 'Payload Too Large', message: messages.generic.tooLarge };

t.test('a JSON body over 64 kB: 413 and nothing stored; the longest valid texts fit', async (t) => {
  const testApp = await buildTestApp(t);
  t.equal(testApp.config.bodyLimitBytes, 64 * 1024, 'default 64 kB');
  const user = await createUser(testApp.database.db);
  const client = new TestClient(testApp.app);
  await client.login(user.username, user.password);

  const huge = await client.post('/api/forum/forums', { payload: { title: 'Big', description: 'x'.repeat(70 * 1024) } });
  t.equal(huge.statusCode, 413);
  t.same(huge.json(), tooLarge);
  t.equal((await testApp.database.db.select({ n: count() }).from(forums))[0]!.n, 0, 'no forum stored');

  const forum = await createForum(client);
  const devanagari = 'क'.repeat(limits.postContentMax); // 3 bytes each in UTF-8: 60,000 bytes
  const post = await createPost(client, forum.id, { title: 'प'.repeat(limits.postTitleMax), content: devanagari });
  t.equal(post.post.content, devanagari, 'a post of 20,000 characters (JSON) is stored whole');

  const form = new URLSearchParams({ content: 'ख'.repeat(limits.replyMax) }).toString(); // 90,000 bytes form-encoded
  const reply = await client.post(`/api/forum/addReply/${post.post.id}`, { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(reply.statusCode, 201, 'a form-encoded reply of 10,000 characters fits');

  const overPost = await client.post('/api/forum/posts', { payload: { forumId: forum.id, title: 'x', content: 'x'.repeat(1024 * 1024) } });
  t.equal(overPost.statusCode, 413, 'a 1 MB post: 413');
  t.same(overPost.json(), tooLarge);

  const formTooLarge = await client.post('/public/addUser', { payload: `name=${'a'.repeat(70 * 1024)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(formTooLarge.statusCode, 413, 'form bodies are capped too');
});

t.test('BODY_LIMIT_KB configures the cap', async (t) => {
  const testApp = await buildTestApp(t, { bodyLimitBytes: 1024 });
  const client = new TestClient(testApp.app);
  const res = await client.post('/perform-login', { payload: { username: 'x'.repeat(2000), password: 'y' } });
  t.equal(res.statusCode, 413);
  t.same(res.json(), tooLarge);
});

t.test('router errors keep the JSON error shape and do not echo the address', async (t) => {
  const testApp = await buildTestApp(t);
  const badUrl = await testApp.app.inject({ method: 'GET', url: '/api/forum/posts/%E0%A4%A' });
  t.equal(badUrl.statusCode, 400, 'a malformed percent-escape: 400');
  t.same(badUrl.json(), { statusCode: 400, error: 'Bad Request', message: messages.generic.badUrl });
  const longParam = await testApp.app.inject({ method: 'GET', url: `/api/forum/posts/${'9'.repeat(300)}` });
  t.equal(longParam.statusCode, 414, 'a path parameter over 100 characters: 414');
  t.same(longParam.json(), { statusCode: 414, error: 'URI Too Long', message: messages.generic.tooLarge });
  t.notOk(longParam.body.includes('999'), 'the address is not echoed');
});

t.test('order of checks: access before input validation, NUL before both; validation answers the spec texts', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients } = await seedWorld(testApp);
  const anonymous = await clients.anonymous.get('/api/getQuestionsbyId?id=abc');
  t.same([anonymous.statusCode, anonymous.json().message], [401, messages.auth.loginRequired], 'anonymous with bad input: 401');
  const student = await clients.bob.get('/api/approveMentor?id=abc');
  t.same([student.statusCode, student.json().message], [403, messages.auth.adminOnly], 'a student calling an admin route with bad input: 403');
  const nul = await clients.anonymous.get('/api/getQuestionsbyId?id=1%00');
  t.same([nul.statusCode, nul.json().message], [400, messages.validation.nulCharacter], 'NUL: its own 400, before the session check');
  const nulBody = await clients.bob.post('/api/forum/forums', { payload: { title: 'a\u0000b', description: 'x' } });
  t.same([nulBody.statusCode, nulBody.json().message], [400, messages.validation.nulCharacter], 'NUL in a JSON body');
  const bad = await clients.bob.get('/api/getQuestionsbyId?id=abc');
  t.same(bad.json(), { statusCode: 400, error: 'Bad Request', message: 'id must be a positive integer' }, "the schema's own text");
  const generic = await clients.bob.get('/api/getResponses?limit=1000');
  t.same([generic.statusCode, generic.json().message], [400, 'limit: Too big: expected number to be <=200'], "zod's generic text names the field");
  const noBody = await clients.bob.post('/api/forum/forums');
  t.same([noBody.statusCode, noBody.json().message], [400, 'Title is required'], 'a missing body is validated as {} and names the first missing field');
  const form = await clients.bob.post('/api/forum/addReply/1', { payload: 'content=%20', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.same([form.statusCode, form.json().message], [400, 'Reply is required'], 'form bodies are validated too');
  const asAdmin = await clients.admin.get('/api/approveMentor?id=abc');
  t.same([asAdmin.statusCode, asAdmin.json().message], [400, 'id must be a positive integer'], 'an admin gets to the validation');
});
