/**
 * CSRF (CONTRACT.md section 4): every state-changing route of the built app — every non-GET route
 * and every GET declared `config.mutation`, enumerated from the registered routes — refuses a
 * request without `X-Requested-With: XMLHttpRequest` with 403, as a logged-in admin (who may do
 * anything) and with ids that exist, and the database is unchanged afterwards.
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { buildAppWithRoutes, databaseFingerprint, fillParams, isMutation, seedWorld } from './world.ts';

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
