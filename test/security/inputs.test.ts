/**
 * Hostile input besides injection strings (test/security/injection.test.ts) and fuzzing
 * (test/security/fuzz.test.ts):
 * - Body limits (plugins/bodyLimits.ts): JSON and form bodies are capped at BODY_LIMIT_KB (64 kB);
 *   routes whose longest valid text needs more get room for it. Over the cap: 413 "The request is
 *   too large", and nothing is stored.
 * - Router errors keep the JSON error shape; the order of checks (NUL, access, validation).
 */
import t from 'tap';
import { count } from 'drizzle-orm';
import { forums } from '../../server/db/schema/index.ts';
import { closeTestDatabase, buildTestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { buildAppWithRoutes, seedWorld } from './world.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { createUser } from '../helpers/factories.ts';
import { createForum, createPost } from '../helpers/forums.ts';

t.teardown(closeTestDatabase);

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
