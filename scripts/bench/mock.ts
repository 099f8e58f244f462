/**
 * Scheduled mock benchmark (`npm run bench -- mock`; a step of `npm run bench` unless BENCH_MOCK=0):
 * BENCH_MOCK_CANDIDATES candidates (default 1,000) take the same one-section test at once, half on
 * each of two API processes (scripts/bench/server.ts, real HTTP, one real session each), with a
 * real worker process (scripts/bench/worker.ts) running the `section-deadline` jobs.
 *
 * - Data, in its own database BENCH_MOCK_DATABASE_URL (default .../bench_mock: created if missing,
 *   migrated, emptied): 40 questions, an admin and the candidates. One candidate is registered
 *   (argon2id hash); the others are inserted with a copy of that hash, so every candidate logs in
 *   for real (POST /perform-login, 8 at a time, before the clock starts; not measured) without
 *   1,000 hashings in the benchmark process.
 * - The admin creates a test of one section of 20 questions lasting BENCH_MOCK_SECTION_SECONDS
 *   (default 100). Each candidate presses Start (POST /api/tests/{id}/attempts) at a random moment
 *   of the first BENCH_MOCK_START_SECONDS (default 10), and again after the Retry-After of a 503
 *   (the server shedding load; counted, target 0); the spread of their `endsAt` is reported.
 * - From its start, each candidate saves an answer (PUT /api/attempts/{id}/answers/{questionId}: a
 *   random option, `timeSeconds` the whole seconds since its previous save, never more than the section has run) after 5-40 s, then every
 *   20-40 s, then one last save at a random
 *   moment from 3 s before its deadline to 6 s after it (the last-second click; after the 2 s grace
 *   it is refused with 409, which is correct). Random numbers come from BENCH_MOCK_SEED (default
 *   2026). Nothing else is requested: no client read settles an attempt.
 * - The database is polled every 100 ms to see when each section is closed.
 *
 * Prints, each with its target and PASS/FAIL: p50 / p99 start latency (p99 < 1 s; the section's
 * questions are built once per test, server/features/mockTests/sectionBuild.ts); p50 / p99 save latency (p99 < 100 ms; also per
 * phase: while attempts start, steady, around the deadline); saves lost
 * (acknowledged 200 saves whose answer and time are not stored at the end: 0); how long after its
 * deadline (endsAt) the last section is closed by the server, among the sections no late save
 * of their candidate could have settled (< 10 s; the 2 s grace is part of it);
 * starts answered 503 (0); every unexpected answer (0). Also: 409s after the deadline, the deadline spread, stored
 * scores against the acknowledged answers, and practice responses. Answers false when a target fails.
 */
import { recordErrors } from './errors.ts';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { limits } from '@common/limits.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { benchRows, ensureDatabase, seeded } from './data.ts';
import { hasTaskset } from './process.ts';
import { openBenchDatabase } from './database.ts';

export interface MockBenchOptions {
  /** Starts a bench script (pinned) on `port` with `env`; resolves when it is ready. */
  startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const settings = {
  databaseUrl: process.env.BENCH_MOCK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_mock',
  candidates: numberFromEnv('BENCH_MOCK_CANDIDATES', 1000),
  sectionSeconds: numberFromEnv('BENCH_MOCK_SECTION_SECONDS', 100),
  seed: numberFromEnv('BENCH_MOCK_SEED', 2026),
  startSeconds: numberFromEnv('BENCH_MOCK_START_SECONDS', 10),
  questions: 20,
  ports: [18_095, 18_096],
  workerPort: 18_097,
  redisPrefix: 'bench-mock',
  loginConcurrency: 8,
};
const password = 'Bench@2026';
const graceMs = limits.testSectionGraceSeconds * 1000;
const targets = { saveP99Ms: 100, startP99Ms: 1000, lostSaves: 0, lastCloseSeconds: 10, start503: 0, unexpected: 0 };
/** Tries of a start answered 503 (each after the answer's Retry-After, as a candidate pressing Start again). */
const startTries = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** Deletes every Redis key under `prefix:` (left by an earlier run: delayed jobs, sessions). */
async function clearPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** Fresh database: 40 questions, an admin, the candidates (one hash, copied). Answers the question ids and their keys. */
async function prepare(): Promise<{ usernames: string[]; correct: Map<number, string> }> {
  await ensureDatabase(settings.databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: null });
  try {
    await handle.migrate();
    const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
    await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
    await importRows(handle.db, benchRows(40), { submittedBy: null, batchSize: 1000 });
    const admin = await register(handle.db, { name: 'Mock Admin', username: 'mockadmin', password, emailId: 'mockadmin@example.org', mobile: null, userType: 'Student' });
    await handle.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
    await register(handle.db, { name: 'Candidate 0', username: 'candidate0', password, emailId: 'candidate0@example.org', mobile: null, userType: 'Student' });
    await handle.db.execute(sql`
      insert into users (name, username, password_hash, email_id)
      select 'Candidate ' || n, 'candidate' || n, (select password_hash from users where username = 'candidate0'), 'candidate' || n || '@example.org'
      from generate_series(1, ${settings.candidates - 1}) as n`);
    const keys = await handle.db.execute<{ id: number; correct_answer: string }>(sql`select id, correct_answer from questions order by id limit ${settings.questions}`);
    await handle.db.execute(sql`vacuum analyze`);
    return {
      usernames: Array.from({ length: settings.candidates }, (_, n) => `candidate${n}`),
      correct: new Map(keys.rows.map((row) => [Number(row.id), row.correct_answer])),
    };
  } finally {
    await handle.close();
  }
}

async function login(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }),
  });
  if (response.status !== 200) throw new Error(`mock login of ${username} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

/** One JSON request; status 0 when no answer came (`error` says why). */
async function call(baseUrl: string, cookie: string, method: string, path: string, json?: unknown): Promise<{ status: number; body: unknown; ms: number; retryAfter?: number; error?: string }> {
  const sentAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* kept as text */
    }
    return { status: response.status, body, ms: performance.now() - sentAt, retryAfter: Number(response.headers.get('retry-after') ?? 5) };
  } catch (error) {
    return { status: 0, body: undefined, ms: performance.now() - sentAt, error: (error as Error).message };
  }
}

interface Candidate {
  index: number;
  baseUrl: string;
  cookie: string;
  attemptId: number;
  /** The section's end, ms since the epoch (server clock; same machine). */
  endsAt: number;
  /** Send time (ms since the epoch) of its first request after endsAt + grace, if any: it may have settled the attempt itself. */
  lateRequestAt?: number;
  /** Per question: the last acknowledged option and the acknowledged seconds. */
  acknowledged: Map<number, { option: string; seconds: number; saves: number }>;
}

const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Runs the step; resolves true when every target is met. */
export async function benchMock(options: MockBenchOptions): Promise<boolean> {
  console.log(`\nmock: preparing ${settings.candidates} candidates in ${new URL(settings.databaseUrl).pathname.slice(1)}…`);
  const { usernames, correct } = await prepare();
  const questionIds = [...correct.keys()];
  await clearPrefix(options.redisUrl, settings.redisPrefix);
  const env = { DATABASE_URL: settings.databaseUrl, REDIS_URL: options.redisUrl, BENCH_REDIS_PREFIX: settings.redisPrefix };
  const children: ChildProcess[] = [];
  const probe = await openBenchDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: null, poolSize: 2 });
  const unexpected = new Map<string, number>();
  const countUnexpected = (what: string) => unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
  try {
    for (const port of settings.ports) children.push(await options.startServer('scripts/bench/server.ts', port, env));
    children.push(await options.startServer('scripts/bench/worker.ts', settings.workerPort, { ...env, BENCH_WORKER_POOL_SIZE: '10' }));
    const baseUrls = settings.ports.map((port) => `http://127.0.0.1:${port}`);

    const adminCookie = await login(baseUrls[0]!, 'mockadmin');
    const created = await call(baseUrls[0]!, adminCookie, 'POST', '/api/tests', {
      title: 'Scheduled mock',
      sections: [{ name: 'Quantitative Aptitude', durationSeconds: settings.sectionSeconds, questionIds }],
    });
    if (created.status !== 201) throw new Error(`mock: test not created: ${created.status} ${JSON.stringify(created.body)}`);
    const testId = (created.body as { id: number }).id;

    const loginStarted = performance.now();
    const cookies: string[] = new Array(settings.candidates);
    await pool(usernames, settings.loginConcurrency, async (username, index) => {
      cookies[index] = await login(baseUrls[index % 2]!, username);
    });
    console.log(`mock: ${settings.candidates} candidates logged in (${settings.loginConcurrency} at a time) in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s (not measured)`);

    // The scheduled start: each candidate presses Start at a random moment of the first BENCH_MOCK_START_SECONDS.
    const random = seeded(settings.seed);
    const plans = cookies.map(() => ({
      start: random() * settings.startSeconds * 1000,
      first: 5 + random() * 35,
      gaps: Array.from({ length: 20 }, () => 20 + random() * 20),
      last: -3 + random() * 9,
      picks: Array.from({ length: 24 }, () => random()),
    }));
    const startSentAt = Date.now();
    const startLatencies: number[] = [];
    let start503 = 0;
    let startsDoneAt = startSentAt;
    let firstDeadline = Infinity;
    const candidates: Candidate[] = [];

    /** Presses Start (again after a 503's Retry-After); the candidate, or undefined when it never started. */
    const start = async (cookie: string, index: number): Promise<Candidate | undefined> => {
      const baseUrl = baseUrls[index % 2]!;
      await sleep(plans[index]!.start);
      for (let attempt = 1; attempt <= startTries; attempt++) {
        const started = await call(baseUrl, cookie, 'POST', `/api/tests/${testId}/attempts`);
        startLatencies.push(started.ms);
        if (started.status === 503 && attempt < startTries) {
          start503++;
          await sleep((started.retryAfter ?? 5) * 1000);
          continue;
        }
        startsDoneAt = Math.max(startsDoneAt, Date.now());
        if (started.status !== 201) {
          countUnexpected(`start ${started.status || started.error}${started.status === 503 ? ` after ${startTries} tries` : ''}`);
          return undefined;
        }
        const body = started.body as { id: number; sections: Array<{ endsAt: string }> };
        const candidate: Candidate = { index, baseUrl, cookie, attemptId: body.id, endsAt: new Date(body.sections[0]!.endsAt).getTime(), acknowledged: new Map() };
        firstDeadline = Math.min(firstDeadline, candidate.endsAt);
        candidates.push(candidate);
        return candidate;
      }
      return undefined;
    };

    // Poll the database (not the API) for closed sections.
    const closedAt = new Map<number, number>();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        if (Date.now() >= firstDeadline - 1000) {
          const closed = await probe.db.execute<{ attempt_id: number }>(sql`select attempt_id from attempt_sections where position = 0 and state = 'submitted'`);
          const seenAt = Date.now();
          for (const row of closed.rows) if (!closedAt.has(Number(row.attempt_id))) closedAt.set(Number(row.attempt_id), seenAt);
        }
        await sleep(100);
      }
    })();

    // Each candidate, from its start: a save every 20-40 s, then one last-second save around its deadline.
    const saves: Array<{ sentAt: number; ms: number }> = [];
    let acknowledgedSaves = 0;
    let lateRefused = 0;
    const saveUntilDeadline = async (candidate: Candidate): Promise<void> => {
      const plan = plans[candidate.index]!;
      const startAnsweredAt = Date.now();
      let at = startAnsweredAt + plan.first * 1000;
      let previous = startAnsweredAt;
      let sentSeconds = 0;
      for (let step = 0; ; step++) {
        const final = at >= candidate.endsAt;
        if (final) at = candidate.endsAt + plan.last * 1000;
        await sleep(at - Date.now());
        const pick = plan.picks[step % plan.picks.length]!;
        const questionId = questionIds[Math.floor(pick * questionIds.length)]!;
        const option = 'ABCD'[Math.floor((pick * 97) % 4)]!;
        // Whole seconds spent since the previous save (the remainder carried on), kept within the time
        // the section has run as the server counts it (contract 8.1: more is dropped), from when the
        // start was answered, which is after the section's clock started.
        const elapsed = Math.floor((Date.now() - previous) / 1000);
        previous += elapsed * 1000;
        const room = Math.floor((Math.min(Date.now(), candidate.endsAt) - startAnsweredAt) / 1000) - sentSeconds;
        const seconds = Math.max(0, Math.min(elapsed, room));
        sentSeconds += seconds;
        const sentAt = Date.now();
        if (sentAt >= candidate.endsAt + graceMs) candidate.lateRequestAt ??= sentAt;
        const saved = await call(candidate.baseUrl, candidate.cookie, 'PUT', `/api/attempts/${candidate.attemptId}/answers/${questionId}`, { selectedOption: option, timeSeconds: seconds });
        saves.push({ sentAt, ms: saved.ms });
        const due = candidate.endsAt + graceMs;
        if (saved.status === 200) {
          acknowledgedSaves++;
          if (sentAt > due + 1000) countUnexpected('save acknowledged more than 1 s after the deadline and grace');
          const entry = candidate.acknowledged.get(questionId) ?? { option, seconds: 0, saves: 0 };
          candidate.acknowledged.set(questionId, { option, seconds: entry.seconds + seconds, saves: entry.saves + 1 });
        } else if (saved.status === 409) {
          lateRefused++;
          if (sentAt + saved.ms < due) countUnexpected('save refused (409) before the deadline and grace');
        } else {
          countUnexpected(`save ${saved.status || saved.error}`);
        }
        if (final) return;
        at += plan.gaps[step % plan.gaps.length]! * 1000;
      }
    };
    await Promise.all(
      cookies.map(async (cookie, index) => {
        const candidate = await start(cookie, index);
        if (candidate) await saveUntilDeadline(candidate);
      }),
    );
    const startWindowMs = startsDoneAt - startSentAt;
    const lastDeadline = Math.max(...candidates.map((c) => c.endsAt));

    // Wait (bounded) until the server closed every section.
    const waitUntil = Date.now() + 60_000;
    while (closedAt.size < candidates.length && Date.now() < waitUntil) await sleep(100);
    polling = false;
    await poller;

    // What is stored, against what was acknowledged.
    const stored = await probe.db.execute<{ attempt_id: number; question_id: number; selected_option: string | null; time_seconds: number }>(
      sql`select attempt_id, question_id, selected_option, time_seconds from attempt_answers`,
    );
    const storedByKey = new Map(stored.rows.map((row) => [`${row.attempt_id}:${row.question_id}`, row]));
    let lostSaves = 0;
    let answeredKeys = 0;
    const expectedScores = new Map<number, number>();
    for (const candidate of candidates) {
      let score = 0;
      for (const [questionId, expected] of candidate.acknowledged) {
        answeredKeys++;
        const row = storedByKey.get(`${candidate.attemptId}:${questionId}`);
        if (!row || row.selected_option !== expected.option || Number(row.time_seconds) !== expected.seconds) lostSaves += expected.saves;
        score += expected.option === correct.get(questionId) ? 3 : -1;
      }
      expectedScores.set(candidate.attemptId, score);
    }
    const extraRows = stored.rows.filter((row) => !candidates.some((c) => c.attemptId === Number(row.attempt_id) && c.acknowledged.has(Number(row.question_id)))).length;
    const attemptRows = await probe.db.execute<{ id: number; state: string; score: number | null }>(sql`select id, state, score from attempts`);
    const wrongScores = attemptRows.rows.filter((row) => row.state !== 'completed' || row.score !== expectedScores.get(Number(row.id))).length;
    const responseCount = Number((await probe.db.execute<{ n: number }>(sql`select count(*)::int as n from responses`)).rows[0]!.n);

    // Closing: among sections no late save could have settled, the last one's delay after its endsAt.
    const lags = candidates.map((c) => ({ lag: (closedAt.get(c.attemptId) ?? Number.NaN) - c.endsAt, byServer: c.lateRequestAt === undefined || c.lateRequestAt > (closedAt.get(c.attemptId) ?? Infinity) }));
    const serverLags = lags.filter((l) => l.byServer).map((l) => l.lag);
    const lastClose = Math.max(...serverLags) / 1000;
    const lastCloseAll = Math.max(...lags.map((l) => l.lag)) / 1000;
    const lastClosedAt = Math.max(...closedAt.values());

    const sortedSaves = saves.map((save) => save.ms).sort((a, b) => a - b);
    const phases = [
      { name: 'while attempts were starting', saves: saves.filter((save) => save.sentAt < startsDoneAt) },
      { name: 'steady', saves: saves.filter((save) => save.sentAt >= startsDoneAt && save.sentAt < firstDeadline - 5000) },
      { name: 'from 5 s before the first deadline', saves: saves.filter((save) => save.sentAt >= firstDeadline - 5000) },
    ].map((phase) => ({ ...phase, sorted: phase.saves.map((save) => save.ms).sort((a, b) => a - b) }));
    const sortedStarts = [...startLatencies].sort((a, b) => a - b);
    const p99 = percentile(sortedSaves, 99);
    if (responseCount !== answeredKeys) countUnexpected('practice responses differ from the answered questions');
    const unexpectedCount = [...unexpected.values()].reduce((sum, n) => sum + n, 0) + extraRows + wrongScores + (closedAt.size < candidates.length ? 1 : 0);
    const checks = {
      p99: p99 < targets.saveP99Ms,
      startP99: percentile(sortedStarts, 99) < targets.startP99Ms,
      lost: lostSaves === targets.lostSaves,
      start503: start503 === targets.start503,
      close: closedAt.size === candidates.length && lastClose < targets.lastCloseSeconds,
      unexpected: unexpectedCount === targets.unexpected,
    };

    console.log(
      `\nmock: ${settings.candidates} candidates on 2 API processes + 1 worker process, one section of ${settings.questions} questions, ${settings.sectionSeconds} s, seed ${settings.seed}` +
        (hasTaskset ? ' (API and worker processes on CPU 0, candidates on CPU 1)' : ''),
    );
    console.log(`load average (1, 5, 15 min) at the end: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
    console.log(
      `starts: ${candidates.length} attempts, pressed over ${settings.startSeconds} s, all answered in ${(startWindowMs / 1000).toFixed(1)} s; ` +
        `start latency p50 ${percentile(sortedStarts, 50).toFixed(0)} ms, p99 ${percentile(sortedStarts, 99).toFixed(0)} ms (target p99 < ${targets.startP99Ms} ms) ${passFail(checks.startP99)}`,
    );
    console.log(`starts answered 503 (server overloaded; pressed again after Retry-After): ${start503} (target ${targets.start503}) ${passFail(checks.start503)}`);
    console.log(`deadline spread (last endsAt - first endsAt): ${((lastDeadline - firstDeadline) / 1000).toFixed(1)} s`);
    console.log(`saves: ${saves.length} sent, ${acknowledgedSaves} acknowledged (200), ${lateRefused} refused after the deadline and grace (409, correct)`);
    console.log(`save latency: p50 ${percentile(sortedSaves, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sortedSaves.at(-1)?.toFixed(1)} ms (target p99 < ${targets.saveP99Ms} ms) ${passFail(checks.p99)}`);
    for (const phase of phases) {
      console.log(`  saves ${phase.name}: ${phase.saves.length}, p50 ${percentile(phase.sorted, 50).toFixed(1)} ms, p99 ${percentile(phase.sorted, 99).toFixed(1)} ms`);
    }
    console.log(`saves lost: ${lostSaves} of ${acknowledgedSaves} acknowledged (${answeredKeys} answers checked against the database; target ${targets.lostSaves}) ${passFail(checks.lost)}`);
    console.log(
      `sections closed by the server: ${closedAt.size} of ${candidates.length}; the last ${lastClose.toFixed(1)} s after its endsAt, among the ${serverLags.length} no late save of its candidate could have settled ` +
        `(${lastCloseAll.toFixed(1)} s over all; ${((lastClosedAt - lastDeadline) / 1000).toFixed(1)} s after the latest endsAt; includes the ${graceMs / 1000} s grace; ` +
        `target < ${targets.lastCloseSeconds} s) ${passFail(checks.close)}`,
    );
    console.log(`stored scores matching the acknowledged answers: ${attemptRows.rows.length - wrongScores} of ${attemptRows.rows.length}; practice responses ${responseCount} for ${answeredKeys} answered questions`);
    console.log(
      `unexpected answers or rows: ${unexpectedCount} (target ${targets.unexpected}) ${passFail(checks.unexpected)}` +
        (unexpectedCount ? ` -> ${[...unexpected].map(([key, count]) => `${key}: ${count}`).join('; ')}; extra stored answers ${extraRows}; wrong scores ${wrongScores}` : ''),
    );
    recordErrors('mock', lostSaves + unexpectedCount, `${lostSaves} saves lost, ${unexpectedCount} unexpected answers or rows`);
    return Object.values(checks).every(Boolean);
  } finally {
    for (const child of children) await options.stop(child);
    await probe.close();
  }
}
