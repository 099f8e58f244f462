/**
 * Admin rules are checked by the server. Admin routes declare `config.admin` (plugins/auth.ts);
 * enumerated from the registered routes, each answers 401 to an anonymous caller and 403 to a
 * student, and changes nothing. The other way round, no route without the declaration answers a
 * student "Only admins can do this", so the declaration is the whole list; and the spec's admin
 * routes are all on it.
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { buildAppWithRoutes, databaseFingerprint, fillParams, seedWorld } from './world.ts';

t.teardown(closeTestDatabase);

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
