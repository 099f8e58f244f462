/**
 * The hot reads (a step of `npm run bench`; alone with `npm run bench -- reads`): requests/s and p99
 * latency (autocannon, 50 connections) of GET /api/getQuestionsbyId, the same with `If-None-Match`
 * (answered 304), GET /api/getQuestionsByFilters (limit 50) and GET /api/categories for a logged-in
 * user, on PostgreSQL with 10,000 questions (database BENCH_DATABASE_URL, default .../bench: created
 * if missing, its data replaced), each next to a bare Fastify hello-world measured in the same run.
 * The server under test is pinned to CPU 0 and this load generator to CPU 1 (taskset).
 * Before the detail is measured every question is asked for once (the steady state of a running
 * server). Each endpoint is measured twice in the same run: with CACHE_PUSH=off (every cached read
 * asks PostgreSQL and Redis whether it is still valid: the baseline) and with the caches kept exact
 * by push (contract 8.7). Targets, of the push figures: by id >= 0.30 of hello's requests/s with
 * p99 < 25 ms, list >= 0.15 with p99 < 25 ms. Then the invalidation latency: 200 question edits
 * committed by this process's own connection, each timed until the app's next read shows it.
 * Answers whether every target was met; `app` (push on) is left running for the steps that follow.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { benchRows, emptyBenchDatabase } from './data.ts';
import { hasTaskset } from './process.ts';
import { recordErrors } from './errors.ts';
import { openBenchDatabase } from './database.ts';

export interface ReadsBenchOptions {
  startServer(script: string, port: number, env?: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const questionCount = 10_000;
const credentials = { username: 'bench', password: 'Bench@2026' };

/** Loads the questions and the bench user into the bench database (its data replaced). */
async function prepare() {
  await emptyBenchDatabase(benchDatabaseUrl);
  const handle = await openBenchDatabase({ databaseUrl: benchDatabaseUrl, pgliteDir: null });
  const started = Date.now();
  const result = await importRows(handle.db, benchRows(questionCount), { submittedBy: null, batchSize: 1000 });
  await register(handle.db, { name: 'Bench User', username: credentials.username, password: credentials.password, emailId: 'bench@example.org', mobile: null, userType: 'Student' });
  await handle.db.execute(sql`vacuum analyze`); // as autovacuum would have by now: index-only counts
  await handle.close();
  console.log(`loaded ${result.created} questions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** Least share of hello-world's requests/s, and greatest p99 (ms), when the figure has targets. */
  target?: { ratio: number; p99: number };
}

async function measure(name: string, options: autocannon.Options, target?: Figure['target'], expectStatus = 200): Promise<Figure> {
  await autocannon({ ...options, connections, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, connections, duration });
  const counts = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(counts).reduce((sum, [status, { count }]) => sum + (Number(status) === expectStatus ? 0 : count), 0);
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + unexpected, target };
}

/** Logs the bench user in on `port`; answers the `sid=…` cookie. */
export async function benchLogin(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams(credentials),
  });
  if (response.status !== 200) throw new Error(`bench login failed: ${response.status}`);
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

/**
 * Edits question 1's text 200 times through a connection of this process (as another API process
 * or a worker would) and reads it from the app on 18082 until the new text shows; answers the
 * count and the p50 / p99 of the ms from the edit's commit to the start of the first read that
 * showed it.
 */
async function invalidationLatency(cookie: string): Promise<{ count: number; p50: number; p99: number }> {
  const handle = await openBenchDatabase({ databaseUrl: benchDatabaseUrl, pgliteDir: null, poolSize: 1, listen: false });
  const times: number[] = [];
  try {
    for (let i = 0; i < 200; i++) {
      const text = `Invalidation probe ${i}`;
      await handle.db.execute(sql`update questions set question_text = ${text} where id = 1`);
      const committed = performance.now();
      for (;;) {
        const started = performance.now();
        const body = (await (await fetch('http://127.0.0.1:18082/api/getQuestionsbyId?id=1', { headers: { cookie } })).json()) as { questionText?: string };
        if (body.questionText === text) {
          times.push(started - committed);
          break;
        }
        if (started - committed > 5000) throw new Error(`edit ${i} not seen within 5 s`);
      }
    }
  } finally {
    await handle.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { count: times.length, p50: at(0.5), p99: at(0.99) };
}

/** Runs the step; answers whether the targets were met, the running app (port 18082) and its cookie. */
export async function benchReads(options: ReadsBenchOptions): Promise<{ met: boolean; app: ChildProcess; cookie: string }> {
  await prepare();
  const figures: Figure[] = [];
  const hello = await options.startServer('scripts/bench/hello.ts', 18_081);
  figures.push(await measure('hello-world (bare Fastify)', { url: 'http://127.0.0.1:18081/' }));
  await options.stop(hello);

  let app: ChildProcess | undefined;
  let cookie = '';
  for (const push of ['off', 'on'] as const) {
    const label = push === 'off' ? ' [push off]' : '';
    const target = <T>(value: T) => (push === 'on' ? value : undefined);
    app = await options.startServer('scripts/bench/server.ts', 18_082, { DATABASE_URL: benchDatabaseUrl, REDIS_URL: options.redisUrl, CACHE_PUSH: push });
    cookie = await benchLogin(18_082);
    const headers = { cookie };
    let next = 0;
    const byId = (extra: Record<string, string> = {}): autocannon.Options => ({
      url: 'http://127.0.0.1:18082',
      headers: { ...headers, ...extra },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/getQuestionsbyId?id=${(next++ % questionCount) + 1}` }) }],
    });
    // Every question asked once first, as a long-running server would have seen them: the figure is
    // of the steady state (shared parts cached), not of the first reads.
    await autocannon({ ...byId(), connections, amount: questionCount });
    figures.push(await measure(`GET /api/getQuestionsbyId${label}`, byId(), target({ ratio: 0.3, p99: 25 })));
    const etagOf = async (id: number) => (await fetch(`http://127.0.0.1:18082/api/getQuestionsbyId?id=${id}`, { headers })).headers.get('etag');
    const sameTag = await etagOf(1);
    if (sameTag) {
      figures.push(
        await measure(
          `GET /api/getQuestionsbyId, If-None-Match (304)${label}`,
          { url: 'http://127.0.0.1:18082/api/getQuestionsbyId?id=1', headers: { ...headers, 'if-none-match': sameTag } },
          undefined,
          304,
        ),
      );
    }
    figures.push(
      await measure(
        `GET /api/getQuestionsByFilters (limit 50)${label}`,
        { url: 'http://127.0.0.1:18082/api/getQuestionsByFilters?category=1,2&topic=1,2,5&source=1,2,3&limit=50', headers },
        target({ ratio: 0.15, p99: 25 }),
      ),
    );
    figures.push(await measure(`GET /api/categories${label}`, { url: 'http://127.0.0.1:18082/api/categories', headers }));
    // The floor of any logged-in request: every hook, the session and the user (asked of Redis
    // per request without push), no database and no route work.
    figures.push(await measure(`GET /public/isLogin (session only: the floor)${label}`, { url: 'http://127.0.0.1:18082/public/isLogin', headers }));
    if (push === 'off') await options.stop(app);
  }
  const invalidation = await invalidationLatency(cookie);

  const baseline = figures[0]!;
  let met = true;
  console.log(`\n${connections} connections, ${duration} s each, server on CPU 0, load on CPU 1${hasTaskset ? '' : ' (taskset unavailable: not pinned)'}`);
  console.log('endpoint'.padEnd(48) + 'req/s'.padStart(10) + 'p99 ms'.padStart(9) + 'vs hello'.padStart(10) + 'errors'.padStart(8) + '  targets');
  for (const figure of figures) {
    const ratio = figure.requestsPerSecond / baseline.requestsPerSecond;
    let verdict = '';
    if (figure.target) {
      const ok = ratio >= figure.target.ratio && figure.p99 < figure.target.p99 && figure.errors === 0;
      met &&= ok;
      verdict = `  >= ${figure.target.ratio.toFixed(2)} and p99 < ${figure.target.p99} ms: ${ok ? 'met' : 'missed'}`;
    }
    console.log(
      figure.name.padEnd(48) +
        figure.requestsPerSecond.toFixed(0).padStart(10) +
        String(figure.p99).padStart(9) +
        ratio.toFixed(2).padStart(10) +
        String(figure.errors).padStart(8) +
        verdict,
    );
  }
  console.log(
    `invalidation: ${invalidation.count} edits committed by another connection, seen by the app's next read after p50 ${invalidation.p50.toFixed(1)} ms, p99 ${invalidation.p99.toFixed(1)} ms (goal < 50 ms: ${invalidation.p99 < 50 ? 'met' : 'missed'})`,
  );
  met &&= invalidation.p99 < 50;
  for (const figure of figures) recordErrors(figure.name, figure.errors, 'non-2xx answers or failed requests');
  return { met, app: app!, cookie };
}
