/**
 * `npm run bench`: requests/s and p99 latency (autocannon, 50 connections) of
 * GET /api/getQuestionsbyId and GET /api/getQuestionsByFilters (limit 50) for a logged-in user,
 * on PostgreSQL with 10,000 questions, next to a bare Fastify hello-world measured in the same run.
 * The server under test is pinned to CPU 0 and the load generator to CPU 1 (taskset).
 *
 * Then the fan-out figure (scripts/bench/fanout.ts): 1,000 socket.io clients joined to one post
 * across two API processes, 100 replies posted; p50/p95/p99 delivery latency and messages/s.
 *
 * Then the search figures (scripts/bench/search.ts; skipped with BENCH_SEARCH=0): 2,000 type-ahead
 * queries over 100,000 questions, 20,000 posts and 500 forums at 1 and 20 clients, in its own
 * database BENCH_SEARCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_search).
 *
 * Then the import figures (scripts/bench/import.ts; skipped with BENCH_IMPORT=0): 10,000- and
 * 100,000-row .xlsx uploads imported by a separate worker process.
 *
 * Last, the load check (scripts/bench/load.ts; skipped with BENCH_LOAD=0): a busy evening's mixed
 * traffic for 60 s on two API processes with 500 live sockets; requests/s, p99 per route, errors
 * and memory per process. `npm run bench -- load` (or `-- search`, `-- import`, `-- serialize`) runs
 * only that step.
 *
 * Then the renderer figures (scripts/bench/render.ts; skipped with BENCH_RENDER=0; `npm run bench --
 * render` runs only that step): Markdown render time in Chromium and the first page's gzip/brotli
 * size before the renderer, with it lazily loaded, and with it imported statically.
 *
 * `npm run bench -- serialize` (also run after the question endpoints): the CPU cost per answer of
 * serialising through the route's zod response schema against plain JSON.stringify (scripts/bench/serialize.ts).
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench, created if missing;
 * its data is replaced) and REDIS_URL. BENCH_DURATION sets seconds per measurement (default 10).
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { measureFanout } from './fanout.ts';
import { hasTaskset, startServer, stop } from './process.ts';
import { benchSearch } from './search.ts';
import { benchRows, ensureDatabase } from './data.ts';
import { benchLoad } from './load.ts';
import { benchImport } from './import.ts';
import { benchSerialize } from './serialize.ts';
import { benchRender } from './render.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const questionCount = 10_000;

// Pin this (load-generating) process to CPU 1.
if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });

// `npm run bench -- search` (or `-- import`, `-- load`, `-- serialize`, `-- render`) runs only that step.
const only = process.argv[2];
if (only !== undefined) {
  if (only === 'load') await benchLoad({ startServer, stop, redisUrl });
  else if (only === 'serialize') benchSerialize();
  else if (only === 'search') await benchSearch({ startServer, stop, redisUrl });
  else if (only === 'import') await benchImport({ startServer, stop, redisUrl });
  else if (only === 'render') await benchRender();
  else {
    console.error(`unknown bench step "${only}": use "search", "import", "load", "serialize" or "render", or nothing for every step`);
    process.exit(2);
  }
  process.exit(0);
}

async function prepare() {
  await ensureDatabase(databaseUrl);
  const handle = await openDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  const started = Date.now();
  const result = await importRows(handle.db, benchRows(questionCount), { submittedBy: null, batchSize: 1000 });
  const password = 'Bench@2026';
  await register(handle.db, { name: 'Bench User', username: 'bench', password, emailId: 'bench@example.org', mobile: null, userType: 'Student' });
  await handle.db.execute(sql`vacuum analyze`); // as autovacuum would have by now: index-only counts
  await handle.close();
  console.log(`loaded ${result.created} questions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { username: 'bench', password };
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  await autocannon({ ...options, connections, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, connections, duration });
  const errors = result.errors + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors };
}

async function login(port: number, credentials: { username: string; password: string }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams(credentials),
  });
  if (response.status !== 200) throw new Error(`bench login failed: ${response.status}`);
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

const credentials = await prepare();
const figures: Figure[] = [];

const hello = await startServer('scripts/bench/hello.ts', 18_081);
figures.push(await measure('hello-world (bare Fastify)', { url: 'http://127.0.0.1:18081/' }));
await stop(hello);

const app = await startServer('scripts/bench/server.ts', 18_082, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
const cookie = await login(18_082, credentials);
const headers = { cookie };
let next = 0;
figures.push(
  await measure('GET /api/getQuestionsbyId', {
    url: 'http://127.0.0.1:18082',
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/getQuestionsbyId?id=${(next++ % questionCount) + 1}` }) }],
  }),
);
figures.push(
  await measure('GET /api/getQuestionsByFilters (limit 50)', {
    url: 'http://127.0.0.1:18082/api/getQuestionsByFilters?category=1,2&topic=1,2,5&source=1,2,3&limit=50',
    headers,
  }),
);
const second = await startServer('scripts/bench/server.ts', 18_083, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
const fanout = await measureFanout({
  baseUrls: ['http://127.0.0.1:18082', 'http://127.0.0.1:18083'],
  cookie,
  clients: Number(process.env.BENCH_FANOUT_CLIENTS ?? 1000),
  replies: Number(process.env.BENCH_FANOUT_REPLIES ?? 100),
});
await stop(second);
await stop(app);

const baseline = figures[0]!;
console.log(`\n${connections} connections, ${duration} s each, server on CPU 0, load on CPU 1${hasTaskset ? '' : ' (taskset unavailable: not pinned)'}`);
console.log('endpoint'.padEnd(46) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'vs hello'.padStart(10) + 'errors'.padStart(8));
for (const figure of figures) {
  const ratio = figure === baseline ? '1.00' : (figure.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  console.log(
    figure.name.padEnd(46) +
      figure.requestsPerSecond.toFixed(0).padStart(10) +
      String(figure.p99).padStart(10) +
      ratio.padStart(10) +
      String(figure.errors).padStart(8),
  );
}
const target = 25;
for (const figure of figures.slice(1)) {
  console.log(`${figure.name}: p99 ${figure.p99} ms ${figure.p99 < target ? '<' : '>='} target ${target} ms`);
}
console.log(
  `\nfan-out: ${fanout.clients} socket.io clients on one post across 2 API processes, ${fanout.replies} replies -> ` +
    `${fanout.deliveries} deliveries; latency p50 ${fanout.p50.toFixed(1)} ms, p95 ${fanout.p95.toFixed(1)} ms, ` +
    `p99 ${fanout.p99.toFixed(1)} ms; ${fanout.messagesPerSecond.toFixed(0)} messages/s ` +
    `(target p95 < 100 ms: ${fanout.p95 < 100 ? 'met' : 'missed'})`,
);
benchSerialize();
if (process.env.BENCH_SEARCH !== '0') await benchSearch({ startServer, stop, redisUrl });
if (process.env.BENCH_IMPORT !== '0') await benchImport({ startServer, stop, redisUrl });
if (process.env.BENCH_LOAD !== '0') await benchLoad({ startServer, stop, redisUrl });
if (process.env.BENCH_RENDER !== '0') await benchRender();
process.exit(0);
