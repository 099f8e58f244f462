/**
 * Import benchmark (`npm run bench -- import`, or a step of `npm run bench`): builds
 * 10,000- and 100,000-row .xlsx files in the fourteen template columns (exceljs streaming writer,
 * shared strings, realistic text; a quarter of the rows in 5-question sets with a passage, 30% TITA,
 * half with a written solution: data.ts importBenchSheetRow),
 * uploads each through the real HTTP API (POST /api/import-excel) to an API process, while a
 * separate worker process imports it; times upload -> job completed (polling GET
 * /api/import-jobs/{jobId}) and samples the worker's VmRSS (/proc/<pid>/status) every 20 ms.
 * Each import gets a fresh worker process (started idle, stopped after), so no import is measured
 * on a heap an earlier one grew. Three imports: 10,000 and 100,000 rows into an empty bank, then
 * 100,000 more (new questions) into the bank that now holds the first 100,000, where every row's
 * duplicate check meets a full bank. Prints rows/s and the worker's peak RSS growth over its idle
 * RSS. Targets at 100,000 rows: >= 5,000 rows/s and < 150 MB peak RSS growth.
 *
 * The worker process gets the V8 flags `npm start` gives a worker (scripts/nodeFlags.mjs);
 * BENCH_IMPORT_WORKER_NODE_OPTIONS replaces them (such as `--max-old-space-size=96`, to see the live
 * working set, or an empty string for Node's defaults).
 *
 * BENCH_IMPORT_DATA=nine builds the earlier files instead (the nine spec columns, standalone MCQs
 * only), to compare with figures measured before the optional columns; BENCH_IMPORT_PORT moves the
 * API from port 18090 (the worker takes the next one).
 *
 * Uses its own database BENCH_IMPORT_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bench_import, created if missing, its data replaced) and REDIS_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { serverNodeFlags } from '../nodeFlags.mjs';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { ImportJob } from '@common/api/imports.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { buildLargeWorkbook, questionSheetRow } from '../../test/helpers/xlsx.ts';
import { importBenchSheetRow, importHeaders } from './data.ts';
import { openBenchDatabase } from './database.ts';

export interface ImportBenchOptions {
  startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

export interface ImportFigure {
  /** Questions in the bank before the import. */
  bankBefore: number;
  rows: number;
  fileBytes: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssGrowthMb: number;
}

const databaseUrl = process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_import';
const port = Number(process.env.BENCH_IMPORT_PORT ?? 18_090);
/** BENCH_IMPORT_DATA=nine: the earlier data (nine columns, standalone MCQs only), to compare with older figures. */
const nineColumns = process.env.BENCH_IMPORT_DATA === 'nine';
/** The imports: rows, and whether the bank is emptied first (else the file's rows follow the bank's). */
const runs = [
  { rows: 10_000, empty: true },
  { rows: 100_000, empty: true },
  { rows: 100_000, empty: false },
];

async function ensureDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}

/** Empties the database and the import queue (job ids restart), creates the admin who uploads; answers its credentials. */
async function prepare(redisUrl: string) {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys('bench:bull:import:*');
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  const password = 'Bench@2026';
  await register(handle.db, { name: 'Bench Admin', username: 'benchadmin', password, emailId: 'benchadmin@example.org', mobile: null, userType: 'Student' });
  await handle.db.execute(sql`update users set role = 'admin' where username = 'benchadmin'`);
  return { handle, credentials: { username: 'benchadmin', password } };
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function login(base: string, credentials: { username: string; password: string }) {
  const res = await fetch(`${base}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams(credentials),
  });
  if (res.status !== 200) throw new Error(`bench login failed: ${res.status}`);
  return res.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

async function importOnce(base: string, cookie: string, worker: ChildProcess, rows: number, bankBefore: number): Promise<ImportFigure> {
  // Rows numbered on from the bank's, so every question is new to it.
  const file = nineColumns ? await buildLargeWorkbook(rows, (index) => questionSheetRow(bankBefore + index)) : await buildLargeWorkbook(rows, (index) => importBenchSheetRow(bankBefore + index), { columns: importHeaders });
  const idle = rssKb(worker.pid!);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(worker.pid!))), 20);
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), `bench-${rows}.xlsx`);
  const res = await fetch(`${base}/api/import-excel`, { method: 'POST', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, body: form });
  if (res.status !== 202) throw new Error(`upload of ${rows} rows: ${res.status} ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: number };
  let job: ImportJob;
  for (;;) {
    job = (await (await fetch(`${base}/api/import-jobs/${jobId}`, { headers: { cookie } })).json()) as ImportJob;
    if (job.state === 'completed' || job.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (job.state !== 'completed' || job.created !== rows) throw new Error(`import of ${rows} rows ended ${job.state}, created ${job.created}`);
  return { bankBefore, rows, fileBytes: file.length, seconds, rowsPerSecond: rows / seconds, peakRssGrowthMb: (peak - idle) / 1024 };
}

/** Runs the three imports, each with a fresh worker process; prints and answers the figures. */
export async function benchImport(options: ImportBenchOptions): Promise<ImportFigure[]> {
  const { handle, credentials } = await prepare(options.redisUrl);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: options.redisUrl };
  const workerEnv = { ...env, NODE_OPTIONS: process.env.BENCH_IMPORT_WORKER_NODE_OPTIONS ?? serverNodeFlags('worker').join(' ') };
  const server = await options.startServer('scripts/bench/server.ts', port, env);
  const base = `http://127.0.0.1:${port}`;
  const figures: ImportFigure[] = [];
  try {
    const cookie = await login(base, credentials);
    for (const run of runs) {
      if (run.empty) await handle.db.execute(sql`truncate questions, question_sets, categories, topics, sources cascade`);
      await handle.db.execute(sql`vacuum analyze questions`); // as autovacuum would have by now
      const bank = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from questions`);
      const worker = await options.startServer('scripts/bench/worker.ts', port + 1, workerEnv);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1000)); // let its start-up settle before the idle RSS is read
        figures.push(await importOnce(base, cookie, worker, run.rows, bank.rows[0]!.n));
      } finally {
        await options.stop(worker);
      }
    }
  } finally {
    await options.stop(server);
    await handle.close();
  }
  console.log(`\nimport (upload -> job completed, API and worker in separate processes, a fresh worker per import; ${nineColumns ? 'nine columns, standalone MCQs' : 'fourteen columns: sets, TITA, explanations'})`);
  console.log('bank before'.padStart(12) + 'rows'.padStart(8) + 'file MB'.padStart(9) + 'seconds'.padStart(9) + 'rows/s'.padStart(9) + 'worker peak RSS growth MB'.padStart(27));
  for (const f of figures) {
    console.log(String(f.bankBefore).padStart(12) + String(f.rows).padStart(8) + (f.fileBytes / 1024 / 1024).toFixed(1).padStart(9) + f.seconds.toFixed(1).padStart(9) + f.rowsPerSecond.toFixed(0).padStart(9) + f.peakRssGrowthMb.toFixed(0).padStart(27));
  }
  for (const f of figures.filter((figure) => figure.rows >= 100_000)) {
    console.log(`targets at ${f.rows} rows into a bank of ${f.bankBefore}: >= 5000 rows/s ${f.rowsPerSecond >= 5000 ? 'met' : 'missed'}; < 150 MB peak RSS growth ${f.peakRssGrowthMb < 150 ? 'met' : 'missed'}`);
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startServer, stop } = await import('./process.ts');
  await benchImport({ startServer, stop, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  process.exit(0);
}
