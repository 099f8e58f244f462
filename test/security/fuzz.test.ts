/**
 * Property-based fuzzing (fast-check) of every registered route (enumerated through the app's
 * onRoute hook) as a logged-in admin, as a student and as an anonymous caller: arbitrary strings
 * (unicode, NUL, very long), huge, negative and non-finite numbers, arrays where scalars belong and
 * nested objects, in path parameters, query strings and JSON bodies, under the parameter names the
 * API uses. Never a 500, every error is `{statusCode, error, message}`, and the app keeps serving.
 * Seeded: the seed is printed and a failure names it; `FUZZ_SEED=<n>` replays a run. 6 runs per
 * route and caller, 20 when `CI` is set (about 7,700 requests), `FUZZ_RUNS` sets any number.
 */
import t from 'tap';
import fc from 'fast-check';
import { closeTestDatabase, testConfig } from '../helpers/app.ts';
import type { TestClient } from '../helpers/http.ts';
import { buildAppWithRoutes, seedWorld, type AppRoute } from './world.ts';

type Tap = typeof t;
t.teardown(closeTestDatabase);
// Thousands of requests: a generous limit for a loaded 2-core machine (tap's default is 120 s).
t.setTimeout(300_000);

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

/** The run's seed: `FUZZ_SEED` to replay a run, else a new one (printed either way). */
const fuzzSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Runs per route and caller: `FUZZ_RUNS`, else 20 in CI and 6 elsewhere. */
const fuzzRuns = Number(process.env.FUZZ_RUNS) || (process.env.CI ? 20 : 6);

/** Fuzzes one route as `client` with `numRuns` requests drawn from `seed`; a failure names the request and how to replay it. */
async function fuzzRoute(t: Pick<Tap, 'fail'>, client: TestClient, route: AppRoute, numRuns: number, seed: number) {
  let failure = '';
  const result = await fc.check(
    fc.asyncProperty(request, async ({ param, query, body }) => {
      const path = route.url.replace(/:[A-Za-z]+/g, () => pathSegment(typeof param === 'object' ? JSON.stringify(param) : String(param)));
      const url = `${path}?${queryString(query)}`.slice(0, 60_000);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const res = await client.request({ method: route.method as 'POST', url, ...(hasBody ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}) });
      if (res.statusCode === 500 || res.statusCode >= 400 && !/^\{"statusCode":\d{3},"error":"[^"]+","message":"/.test(res.body)) {
        failure ||= `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 300)} for ${url.slice(0, 300)}`;
        return false;
      }
      return true;
    }),
    { numRuns, seed, endOnFailure: true },
  );
  if (result.failed) t.fail(`${failure} (replay: FUZZ_SEED=${fuzzSeed}; fast-check seed ${seed}, path ${result.counterexamplePath})`);
}


t.test('every route, as an admin, a student and an anonymous caller: never a 500, errors are JSON, the app keeps serving', async (t) => {
  t.comment(`FUZZ_SEED=${fuzzSeed}, ${fuzzRuns} runs per route and caller`);
  const generous = { max: 100_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(Object.keys(testConfig().rateLimits).map((key) => [key, generous])) as unknown as ReturnType<typeof testConfig>['rateLimits'];
  const testApp = await buildAppWithRoutes(t, { rateLimits });
  const { clients } = await seedWorld(testApp);
  const routes = testApp.routes.filter((route) => !route.config.navigation); // GET|POST /logout would end the session
  t.ok(routes.length >= 60, `${routes.length} routes`);
  let runs = 0;
  // The admin goes last: its random requests may legitimately suspend, demote or end the sessions
  // of other users (an id drawn at random can be the student's), which would log the student out
  // before its own turn.
  for (const [who, client] of [['student', clients.bob], ['anonymous', clients.anonymous], ['admin', clients.admin]] as const) {
    for (const [index, route] of routes.entries()) {
      await fuzzRoute(t, client, route, fuzzRuns, (fuzzSeed + index) | 0);
      runs += fuzzRuns;
    }
    const expected = who === 'anonymous' ? 401 : 200;
    t.equal((await client.get('/api/userDetails')).statusCode, expected, `${who}: ${who === 'anonymous' ? 'still anonymous' : 'still logged in'} and served after ${runs} requests`);
  }
  t.equal((await clients.anonymous.get('/health')).statusCode, 200, 'the app is alive');
});
