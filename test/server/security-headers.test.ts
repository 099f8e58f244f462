/**
 * Security headers (server/plugins/securityHeaders.ts) on the real app: JSON answers — successes,
 * validation errors, 401s and unknown routes alike — carry the OWASP REST set (a CSP allowing
 * nothing, nosniff, X-Frame-Options DENY, CORP same-origin) and none of the headers that only act
 * on a rendered document; a page and a script carry helmet's set with the app's CSP; production
 * adds HSTS to both; a header a route sets itself is kept.
 */
import t from 'tap';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';

t.teardown(closeTestDatabase);

const apiSet = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const documentOnly = ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

/** Answers of several kinds, each with a JSON body. */
async function jsonAnswers(app: FastifyInstance) {
  return {
    'a success': await app.inject({ method: 'GET', url: '/public/isLogin' }),
    'a 401': await app.inject({ method: 'GET', url: '/api/userDetails' }),
    'a 400': await app.inject({ method: 'POST', url: '/perform-login', payload: 'not json', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } }),
    'an unknown route': await app.inject({ method: 'GET', url: '/api/no-such-route' }),
  };
}

t.test('JSON answers carry the API set and no document-only header', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [kind, res] of Object.entries(await jsonAnswers(app))) {
    t.match(res.headers['content-type'], /^application\/json/, `${kind} is JSON`);
    for (const [name, value] of Object.entries(apiSet)) t.equal(res.headers[name], value, `${kind}: ${name}`);
    for (const name of documentOnly) t.notOk(name in res.headers, `${kind}: no ${name}`);
    t.notOk('strict-transport-security' in res.headers, `${kind}: no HSTS outside production`);
  }
});

t.test("pages and scripts carry helmet's set with the app's CSP", async (t) => {
  const { app } = await buildTestApp(t);
  const page = await app.inject({ method: 'GET', url: '/docs/' });
  t.match(page.headers['content-type'], /text\/html/);
  const script = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
  t.match(script.headers['content-type'], /javascript/);
  for (const res of [page, script]) {
    t.match(String(res.headers['content-security-policy']), /default-src 'self';.*script-src 'self';.*frame-ancestors 'none'/);
    t.equal(res.headers['referrer-policy'], 'same-origin');
    t.equal(res.headers['cross-origin-opener-policy'], 'same-origin');
    t.equal(res.headers['x-content-type-options'], 'nosniff');
    t.equal(res.headers['x-frame-options'], 'DENY');
  }
});

t.test('production: HSTS on JSON answers and pages alike', async (t) => {
  const { app } = await buildTestApp(t, { env: 'production', trustProxy: false });
  const page = await app.inject({ method: 'GET', url: '/docs/' });
  for (const res of [...Object.values(await jsonAnswers(app)), page]) {
    t.match(String(res.headers['strict-transport-security']), /^max-age=31536000; includeSubDomains/);
  }
});

t.test('a header the route set itself is kept', async (t) => {
  // A route with its own policy, set in its own hook before the answer is sent.
  const ownPolicy: onRequestHookHandler = (_request, reply, done) => {
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    done();
  };
  const { app } = await buildTestApp(t, {}, {
    onRoute: (route) => {
      if (route.url === '/public/isLogin') route.onRequest = ownPolicy;
    },
  });
  const res = await app.inject({ method: 'GET', url: '/public/isLogin' });
  t.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
  t.equal(res.headers['x-content-type-options'], 'nosniff', 'the others are still added');
});
