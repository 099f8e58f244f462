import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';

t.teardown(closeTestDatabase);

/**
 * Every registered route as `METHOD /path` (HEAD left out), read from Fastify's own route tree
 * (`printRoutes`): nested lines continue their parent's path.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Fastify's `/:id` and `*` as OpenAPI's `/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

t.test('/docs/openapi.json documents every registered API route', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /application\/json/);
  const doc = res.json();
  t.equal(doc.openapi, '3.1.0', 'an OpenAPI 3.1 document');
  t.type(doc.info?.title, 'string');
  t.type(doc.info?.version, 'string');
  t.same(doc.components.securitySchemes.session, { type: 'apiKey', in: 'cookie', name: 'sid' });

  const routes = registeredRoutes(app).filter(
    (route) => !route.split(' ')[1]!.startsWith('/docs'), // the viewer itself is not part of the API
  );
  t.ok(routes.length >= 60, `found ${routes.length} routes`);
  t.ok(routes.includes('GET /api/getQuestionsByFilters') && routes.includes('POST /api/forum/addReply/:postId'), 'the route tree was read');
  const missing = routes.filter((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return !doc.paths[openApiPath(path)]?.[method.toLowerCase()];
  });
  t.same(missing, [], 'every route has its path and method in the document');

  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    t.notOk(path.startsWith('/docs'), `${path}: the viewer's own routes are hidden`);
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!operation.responses || !Array.isArray(operation.tags) || operation.tags.length !== 1) t.fail(`${method} ${path} lacks responses or a tag`);
      // Every `{name}` in a path is a documented, required path parameter.
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        const parameter = (operation.parameters ?? []).find((p: any) => p.in === 'path' && p.name === name);
        if (!parameter?.required) t.fail(`${method} ${path}: path parameter ${name} missing`);
      }
    }
  }
});

t.test('routes with zod schemas carry them in the document', async (t) => {
  const { app } = await buildTestApp(t);
  const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();

  const filters = doc.paths['/api/getQuestionsByFilters'].get;
  t.equal(filters.summary.length > 0, true);
  t.same(filters.tags, ['questions']);
  t.same(filters.security, [{ session: [] }], 'needs a session');
  const query = Object.fromEntries(filters.parameters.filter((p: any) => p.in === 'query').map((p: any) => [p.name, p]));
  t.ok(query.limit && query.offset && query.category && query.idsOnly, 'filter and page parameters');
  t.equal(query.limit.schema.maximum, 200, 'the page limit of CONTRACT.md');
  t.equal(query.limit.schema.default, 50);
  t.equal(filters.responses['2XX'].content['application/json'].schema.type, 'array');

  const login = doc.paths['/perform-login'].post;
  const form = login.requestBody.content['application/x-www-form-urlencoded'].schema;
  t.same(form.required, ['username', 'password']);
  t.notOk(login.security, 'login needs no session');
  const user = login.responses['2XX'].content['application/json'].schema;
  t.ok(user.properties.mentorStatus && user.properties.emailVerified, 'the User JSON');
  t.notOk(user.properties.password ?? user.properties.passwordHash, 'no password in the user schema');

  const addResponse = doc.paths['/api/addResponse'];
  t.ok(addResponse.get && addResponse.post, "the spec's GET mutation and its POST twin");
  const option = addResponse.get.parameters.find((p: any) => p.name === 'selectedOption');
  t.equal(option.schema.type, 'string', 'accepted case-insensitively, so documented as text');
  t.equal(option.required, true);
  t.equal(addResponse.get.parameters.find((p: any) => p.name === 'timer').schema.maximum, 86_400);

  const reply = doc.paths['/api/forum/addReply/{postId}'].post;
  t.equal(reply.parameters.find((p: any) => p.name === 'postId').schema.type, 'integer', 'typed path parameter');
  t.ok(reply.requestBody.content['application/x-www-form-urlencoded'].schema.properties.content);

  const download = doc.paths['/api/downloadResource/{id}'].get;
  t.ok(download.responses['2XX'].content['application/pdf'], 'a PDF answer');
});

t.test('/docs answers the HTML viewer with its own scripts only', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ method: 'GET', url: '/docs/' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /text\/html/);
  t.match(res.body, /<div id="swagger-ui">/);
  const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  t.ok(scripts.length > 0);
  for (const src of scripts) {
    t.notMatch(src, /^(https?:)?\/\//, `${src} is served by the app`);
    const url = new URL(src, 'http://localhost/docs/').pathname;
    t.equal((await app.inject({ method: 'GET', url })).statusCode, 200, `${url} is served`);
  }
  t.match(String(res.headers['content-security-policy']), /script-src 'self'/);
  const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
  t.match(initializer.body, /json/, 'the viewer loads the generated document');
  const bare = await app.inject({ method: 'GET', url: '/docs' });
  t.ok([200, 302].includes(bare.statusCode), '/docs answers too');
});
