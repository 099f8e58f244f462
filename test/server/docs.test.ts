import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '@common/api/accounts.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { renderSchemaTypes, schemaTypesFile } from '../../scripts/api-types.ts';

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
  t.match(doc.components.securitySchemes.session, { type: 'apiKey', in: 'cookie', name: 'sid' });

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
  t.equal(query.limit.schema.maximum, 200, 'the page limit of docs/contract.md');
  t.equal(query.limit.schema.default, 50);
  const pages = filters.responses['200'].content['application/json'].schema.anyOf;
  t.same(pages.map((schema: any) => schema.type), ['array', 'array'], 'a page of questions, or (idsOnly) every matching id');
  t.equal(filters.responses['200'].headers['x-total-count'].schema.type, 'integer', 'the total of a list is documented');
  t.same(filters.responses['401'].content['application/json'].schema, { $ref: '#/components/schemas/ApiError' }, 'errors have the error schema');

  const login = doc.paths['/perform-login'].post;
  const form = login.requestBody.content['application/x-www-form-urlencoded'].schema;
  t.same(form.required, ['username', 'password']);
  t.same(login.security, [], 'login needs no session');
  t.same(login.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/User' });
  const user = doc.components.schemas.User;
  t.ok(user.properties.mentorStatus && user.properties.emailVerified, 'the User JSON');
  t.notOk(user.properties.password ?? user.properties.passwordHash, 'no password in the user schema');

  const addResponse = doc.paths['/api/addResponse'];
  t.ok(addResponse.get && addResponse.post, "the spec's GET mutation and its POST twin");
  const option = addResponse.get.parameters.find((p: any) => p.name === 'selectedOption');
  t.equal(option.schema.type, 'string', 'accepted case-insensitively, so documented as text');
  t.equal(option.required, false, 'MCQ questions take selectedOption, TITA questions answer');
  t.equal(addResponse.get.parameters.find((p: any) => p.name === 'answer').schema.type, 'string', 'the typed TITA answer');
  t.equal(addResponse.get.parameters.find((p: any) => p.name === 'timer').schema.maximum, 86_400);

  const reply = doc.paths['/api/forum/addReply/{postId}'].post;
  t.equal(reply.parameters.find((p: any) => p.name === 'postId').schema.type, 'integer', 'typed path parameter');
  t.ok(reply.requestBody.content['application/x-www-form-urlencoded'].schema.properties.content);

  const download = doc.paths['/api/downloadResource/{id}'].get;
  t.ok(download.responses['200'].content['application/pdf'], 'a PDF answer');
  t.ok(doc.paths['/api/AiResponseQuestionsbyId'].get.responses['200'].content['text/plain'], 'a text answer');
  t.ok(doc.paths['/api/import-template.csv'].get.responses['200'].content['text/csv'], 'a CSV answer');
  const upload = doc.paths['/api/uploadPdf'].post.requestBody.content['multipart/form-data'].schema;
  t.same(upload.required, ['pdfFile', 'description'], 'a multipart upload with its fields');
  t.equal(upload.properties.pdfFile.format, 'binary');
});

t.test('every operation: a unique camelCase operationId, a summary, a tag, its access and its error answers', async (t) => {
  const { app } = await buildTestApp(t);
  const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!/^[a-z][A-Za-z0-9]*$/.test(operation.operationId ?? '')) t.fail(`${name}: operationId ${operation.operationId}`);
      if (ids.has(operation.operationId)) t.fail(`${name}: operationId ${operation.operationId} is not unique`);
      ids.add(operation.operationId);
      if (!operation.summary) t.fail(`${name}: no summary`);
      if (!Array.isArray(operation.security)) t.fail(`${name}: no security (public routes declare [])`);
      const needsSession = operation.security?.some((requirement: object) => 'session' in requirement);
      if (needsSession && !operation.responses['401']) t.fail(`${name}: needs a session but documents no 401`);
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        if (!response.description) t.fail(`${name} ${status}: no description`);
        // The error schema, or one that adds fields to it (contract 8.1: a refused start adds `attemptId`).
        const ref: string = response.content?.['application/json']?.schema.$ref ?? '';
        const errorSchema = doc.components.schemas[ref.replace('#/components/schemas/', '')];
        const isErrorSchema = ref === '#/components/schemas/ApiError' || ['statusCode', 'error', 'message'].every((field) => errorSchema?.required?.includes(field));
        if (/^4/.test(status) && !isErrorSchema) t.fail(`${name} ${status}: not the error schema`);
      }
    }
  }
  t.ok(ids.size >= 70, `${ids.size} operations`);
  t.ok(ids.has('getQuestionById') && ids.has('addResponse') && ids.has('addResponseByPost'), "a GET mutation's POST twin is its own operation");
});

t.test('redocly lint (recommended rules) finds no error in the served document', async (t) => {
  const { app } = await buildTestApp(t);
  const document = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).body;
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'openapi.json');
  await writeFile(file, document);
  const run = await promisify(execFile)('node_modules/.bin/redocly', ['lint', '--extends=recommended', '--format=json', file], { maxBuffer: 32 * 1024 * 1024 }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(run.stdout);
  const errors = report.problems.filter((problem: { severity: string }) => problem.severity === 'error');
  t.same(errors.map((problem: { ruleId: string; message: string }) => `${problem.ruleId}: ${problem.message}`), [], 'no errors');
  t.equal(report.totals.errors, 0);
  t.ok(report.totals.warnings <= 7, `${report.totals.warnings} warnings (no license; six routes that cannot answer 4xx, GET /public/stats among them)`);
});

t.test('the committed web/src/lib/api/schema.d.ts is what `npm run api:types` generates from the routes', async (t) => {
  const { app } = await buildTestApp(t);
  const document = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
  const expected = await renderSchemaTypes(document);
  const committed = await readFile(schemaTypesFile, 'utf8').catch(() => '');
  t.ok(committed === expected, 'schema.d.ts is up to date (run `npm run api:types` after changing a route)');
  t.match(committed, /"\/api\/getQuestionsbyId": \{/, 'paths are typed');
  t.match(committed, /Question: \{/, 'answers are typed from their schemas');
});

t.test('answers are serialised from their schema: a field the schema does not declare is never sent', async (t) => {
  // The app's own compilers (server/app.ts) on a throwaway route whose handler returns too much.
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.withTypeProvider<ZodTypeProvider>().get('/leak', { schema: { response: { 200: userSchema } } }, async () => {
    const row = { id: 7, name: 'Asha', username: 'asha', userType: 'Student', role: 'user', mobile: null, emailId: null, emailVerified: false, mentorStatus: null, extraTimePercent: null, untimedPractice: null, showOnLeaderboards: null, suspended: null };
    return { ...row, passwordHash: '$argon2id$secret', otherUsersMobile: '9876543210' } as typeof row & { userType: 'Student'; role: 'user' };
  });
  t.teardown(() => bare.close());
  const leak = await bare.inject({ method: 'GET', url: '/leak' });
  t.equal(leak.statusCode, 200);
  t.same(Object.keys(leak.json()).sort(), Object.keys(userSchema.shape).sort(), 'exactly the declared fields');
  t.notMatch(leak.body, /passwordHash|argon2|9876543210/, 'the undeclared fields are stripped');

  // And through the real app: a user row carries its password hash, the answer does not.
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const me = await client.get('/api/userDetails');
  t.equal(me.statusCode, 200);
  t.notMatch(me.body, /passwordHash|argon2/, 'no password hash in a real answer');
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
