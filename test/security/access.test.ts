/**
 * Access rules over every registered route (enumerated through the app's onRoute hook, so routes
 * added by any feature are covered):
 * - CSRF (docs/contract.md section 4): every state-changing route — every non-GET route and every GET
 *   declared `config.mutation` — refuses a request without `X-Requested-With: XMLHttpRequest`
 *   with 403, even from an admin with ids that exist, and the database is unchanged.
 * - Admin rules: admin routes declare `config.admin` (plugins/auth.ts); each answers 401 to an
 *   anonymous caller and 403 to a student and changes nothing; no undeclared route refuses a
 *   student as a non-admin, so the declaration is the whole list; the spec's admin routes are on it.
 * - Author-only rules and id tampering (IDOR): another user cannot delete alice's forum post or
 *   reply (403, the row stays; comments have no delete route), cannot read or tag her answers and
 *   error log, cannot see her pending question, and sees her profile without mobile and email.
 *   Each refusal has a positive control showing the same request works for the owner or an admin.
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { buildAppWithRoutes, databaseFingerprint, fillParams, isMutation, seedWorld } from './world.ts';
import { eq } from 'drizzle-orm';
import { forumPosts, forumReplies, resources, responses } from '../../server/db/schema/index.ts';

t.teardown(closeTestDatabase);

t.test('every mutation without X-Requested-With: 403 and nothing changed', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const world = await seedWorld(testApp);
  const mutations = testApp.routes.filter((route) => isMutation(route) && !route.config.navigation);
  t.ok(mutations.length >= 30, `${mutations.length} mutation routes found`);
  for (const expected of ['POST /perform-login', 'POST /public/addUser', 'GET /api/addResponse', 'GET /api/approveMentor', 'DELETE /api/forum/posts/:id', 'GET /api/deleteForum']) {
    t.ok(mutations.some((route) => `${route.method} ${route.url}` === expected), `${expected} is among them`);
  }

  const before = await databaseFingerprint(testApp.database.db);
  // Query parameters every mutation might read, naming things that exist.
  const query = `?id=1&questionId=1&commentId=1&forumId=1&responseId=${world.response.id}&timer=5&selectedOption=A&text=x&reason=careless&number=9876500002&otp=123456`;
  for (const route of mutations) {
    const url = `${fillParams(route.url, 1)}${query}`;
    const payload = { title: 'Forged', description: 'Forged', content: 'Forged', forumId: 1, questionId: 1, text: 'Forged', username: 'forged', password: 'Forged@123', name: 'Forged' };
    const res = await world.clients.admin.request({ method: route.method as 'POST', url, payload, bare: true });
    t.equal(res.statusCode, 403, `${route.method} ${route.url}: 403`);
    t.equal(res.json().message, messages.auth.missingRequestedWith, `${route.method} ${route.url}: says why`);
  }
  t.same(await databaseFingerprint(testApp.database.db), before, 'no table changed');

  const withHeader = await world.clients.admin.post(`/api/deleteForum?forumId=${world.forum.id}`);
  t.equal(withHeader.statusCode, 200, 'the same request with the header is carried out (the test could fail)');
});

t.test('only top-level navigations are exempt, and they are safe to trigger', async (t) => {
  const { routes } = await buildAppWithRoutes(t);
  const exempt = routes.filter((route) => route.config.navigation).map((route) => `${route.method} ${route.url}`);
  t.same(exempt.sort(), ['GET /logout', 'POST /logout'], 'only logout');
});

const query = '?id=1&forumId=1&questionId=1&query=a';

t.test('every admin route: anonymous 401, student 403, nothing changed', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const world = await seedWorld(testApp);
  const adminRoutes = testApp.routes.filter((route) => route.config.admin);
  const names = new Set(adminRoutes.map((route) => `${route.method} ${route.url}`));
  for (const expected of [
    'GET /api/getUsers',
    'GET /api/getPendingQuestions',
    'GET /api/approveQuestion',
    'POST /api/rejectQuestion',
    'GET /api/getPendingMentors',
    'GET /api/approveMentor',
    'POST /api/rejectMentor',
    'GET /api/deleteForum',
    'POST /api/deleteForum',
    'POST /api/import-excel-check',
    'POST /api/import-excel',
    'GET /api/import-jobs/:jobId',
    'GET /api/import-template.csv',
    'POST /api/AiResponseQuestionsbyId/regenerate',
  ]) {
    t.ok(names.has(expected), `${expected} is declared admin-only`);
  }

  const before = await databaseFingerprint(testApp.database.db);
  for (const route of adminRoutes) {
    const url = `${fillParams(route.url, 1)}${query}`;
    const anonymous = await world.clients.anonymous.request({ method: route.method as 'GET', url });
    t.equal(anonymous.statusCode, 401, `${route.method} ${route.url}: anonymous 401`);
    t.equal(anonymous.json().message, messages.auth.loginRequired);
    const student = await world.clients.bob.request({ method: route.method as 'GET', url });
    t.equal(student.statusCode, 403, `${route.method} ${route.url}: student 403`);
    t.equal(student.json().message, messages.auth.adminOnly);
  }
  t.same(await databaseFingerprint(testApp.database.db), before, 'nothing changed');

  const asAdmin = await world.clients.admin.get(`/api/approveMentor?id=${world.mentor.requestId}`);
  t.equal(asAdmin.statusCode, 200, 'an admin is let through (the test could fail)');
});

t.test("every route declares its access, and enforces what it declares: anonymous 401 exactly where a session is declared", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const world = await seedWorld(testApp);
  const before = await databaseFingerprint(testApp.database.db);
  const undeclared = testApp.routes.filter((route) => !Array.isArray(route.security) && !route.url.startsWith('/docs'));
  t.same(undeclared.map((route) => `${route.method} ${route.url}`), [], 'every API route declares schema.security');
  const declared = testApp.routes.filter((route) => Array.isArray(route.security) && !route.config.navigation);
  t.ok(declared.length >= 60, `${declared.length} routes`);
  for (const route of declared) {
    const needsSession = route.security!.some((requirement) => typeof requirement === 'object' && requirement !== null && 'session' in requirement);
    if (route.config.admin) t.ok(needsSession, `${route.method} ${route.url}: an admin route declares the session`);
    // No parameters at all: a public route may refuse the input, but never asks for a session.
    const res = await world.clients.anonymous.request({ method: route.method as 'GET', url: fillParams(route.url, 1) });
    const loginAsked = res.statusCode === 401 && res.json().message === messages.auth.loginRequired;
    t.equal(loginAsked, needsSession, `${route.method} ${route.url}: ${needsSession ? '401 without a session' : 'public'}`);
  }
  t.same(await databaseFingerprint(testApp.database.db), before, 'nothing changed');
});

t.test('no route without the declaration refuses a student as a non-admin', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const world = await seedWorld(testApp);
  const others = testApp.routes.filter((route) => !route.config.admin && !route.config.navigation);
  t.ok(others.length >= 30, `${others.length} other routes`);
  for (const route of others) {
    const res = await world.clients.bob.request({ method: route.method as 'GET', url: `${fillParams(route.url, 1)}${query}` });
    if (res.statusCode === 403) t.not(res.json().message, messages.auth.adminOnly, `${route.method} ${route.url}: not an undeclared admin route`);
    else t.pass(`${route.method} ${route.url}: ${res.statusCode}`);
  }
});

t.test('author-only deletes: another student gets 403 and the rows stay; the author and an admin may delete', async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, post, forumReply, resource } = await seedWorld(testApp);
  const db = testApp.database.db;
  // Bookmark deletes act on the caller's own bookmarks only (test/server/bookmarks.test.ts); removing
  // an accepted mark deletes nothing and has its own access rules (test/server/accepted-answers.test.ts).
  const deletes = testApp.routes.filter((route) => route.method === 'DELETE' && !route.url.startsWith('/api/bookmarks/') && !route.url.endsWith('/accept')).map((route) => route.url).sort();
  t.same(deletes, ['/api/forum/posts/:id', '/api/forum/replies/:id', '/api/questions/:id', '/api/resources/:id'], 'the delete routes are these four (comments cannot be deleted; questions only by admins, test/server/moderation.test.ts)');

  const replyDelete = await clients.bob.request({ method: 'DELETE', url: `/api/forum/replies/${forumReply.id}` });
  t.equal(replyDelete.statusCode, 403, 'reply: 403');
  t.equal(replyDelete.json().message, messages.forum.authorOnly);
  t.equal((await db.select().from(forumReplies).where(eq(forumReplies.id, forumReply.id))).length, 1, 'the reply is still there');

  const postDelete = await clients.bob.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` });
  t.equal(postDelete.statusCode, 403, 'post: 403');
  t.equal(postDelete.json().message, messages.forum.authorOnly);
  t.equal((await db.select().from(forumPosts).where(eq(forumPosts.id, post.id))).length, 1, 'the post is still there');

  const resourceDelete = await clients.bob.request({ method: 'DELETE', url: `/api/resources/${resource.id}` });
  t.equal(resourceDelete.statusCode, 403, 'resource: 403');
  t.equal(resourceDelete.json().message, messages.resources.deleteOwnerOnly);
  t.equal((await db.select().from(resources).where(eq(resources.id, resource.id))).length, 1, 'the resource is still there');

  t.equal((await clients.alice.request({ method: 'DELETE', url: `/api/forum/replies/${forumReply.id}` })).statusCode, 200, 'the author deletes her reply');
  t.equal((await clients.admin.request({ method: 'DELETE', url: `/api/resources/${resource.id}` })).statusCode, 204, "an admin deletes anyone's resource");
  t.equal((await clients.admin.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}` })).statusCode, 200, 'an admin deletes any post');
});

t.test("another user's answers, error log, mistake tags and submitted questions stay private", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, alice, response, submitted } = await seedWorld(testApp);
  const db = testApp.database.db;

  const aliceResponses = await clients.alice.get('/api/getResponses');
  t.equal(aliceResponses.json().length, 1, 'alice sees her answer');
  for (const url of ['/api/getResponses', `/api/getResponses?userId=${alice.id}`, `/api/getResponses?id=${alice.id}`]) {
    const res = await clients.bob.get(url);
    t.equal(res.statusCode, 200);
    t.same(res.json(), [], `${url}: bob sees none of alice's answers`);
  }
  t.equal((await clients.alice.get('/api/getErrorLog')).json().entries.length, 1, "alice's wrong answer is in her error log");
  t.same((await clients.bob.get(`/api/getErrorLog?userId=${alice.id}`)).json().entries, [], "bob's error log has no entry of alice's");

  const tag = await clients.bob.post(`/api/tagMistake?responseId=${response.id}&reason=careless`);
  t.equal(tag.statusCode, 404, "tagging alice's answer: 404");
  t.equal(tag.json().message, messages.notFound.response);
  const [row] = await db.select().from(responses).where(eq(responses.id, response.id));
  t.equal(row!.mistakeReason ?? null, null, 'the reason is unchanged');
  t.equal((await clients.alice.post(`/api/tagMistake?responseId=${response.id}&reason=careless`)).statusCode, 200, 'alice may tag it');

  t.equal((await clients.alice.get('/api/getSubmittedQuestions')).json().length, 1, 'alice lists her submitted question');
  t.same((await clients.bob.get(`/api/getSubmittedQuestions?userId=${alice.id}`)).json(), [], "bob's list has none of alice's");
  const pending = await clients.bob.get(`/api/getQuestionsbyId?id=${submitted.id}`);
  t.equal(pending.statusCode, 404, "alice's pending question is hidden from bob");
  t.equal((await clients.bob.get('/api/getPendingQuestions')).statusCode, 403, 'the review queue is for admins');
  t.equal((await clients.bob.get(`/api/getCommentsbyId?id=${submitted.id}`)).statusCode, 404, "and so are its comments");
});

t.test("another user's mobile and email are hidden in GET /api/users/{id} and getUserDetails", async (t) => {
  const testApp = await buildAppWithRoutes(t);
  const { clients, alice } = await seedWorld(testApp);
  for (const url of [`/api/users/${alice.id}`, `/api/getUserDetails?id=${alice.id}`]) {
    const asBob = await clients.bob.get(url);
    t.equal(asBob.statusCode, 200);
    t.equal(asBob.json().username, alice.username, `${url}: the public profile`);
    t.equal(asBob.json().mobile, null, `${url}: no mobile for another student`);
    t.equal(asBob.json().emailId, null, `${url}: no email for another student`);
    t.notOk(JSON.stringify(asBob.json()).includes('9876500002'), 'the number appears nowhere');
    t.notOk('passwordHash' in asBob.json(), 'no password hash');
    t.equal((await clients.alice.get(url)).json().mobile, '9876500002', 'alice sees her own');
    t.equal((await clients.admin.get(url)).json().emailId, alice.emailId, 'an admin sees it');
  }
  t.equal((await clients.anonymous.get(`/api/users/${alice.id}`)).statusCode, 401, 'anonymous: 401');
});
