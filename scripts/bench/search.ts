/**
 * Search benchmark (a step of `npm run bench`, skipped with BENCH_SEARCH=0).
 *
 * In its own PostgreSQL database (BENCH_SEARCH_DATABASE_URL, default .../bench_search: created if
 * missing, migrated, emptied) it loads 100,000 approved questions (8,000 of them in 2,000 sets of
 * four, each set with a passage of 150-400 words), 20,000 forum posts and 500 forums made from
 * the seed content's vocabulary (scripts/content/*.json) with multi-row INSERTs
 * of 1,000 rows, runs `vacuum analyze`, then sends 2,000 type-ahead queries (real word prefixes of
 * 3-7 letters, and typos: one letter dropped or two swapped) to GET /api/search of a real server
 * process, at 1 and at 20 concurrent clients, first with the server's answer cache off
 * (SEARCH_CACHE_MB=0: every query runs in PostgreSQL), then on (the default). Prints p50/p95/p99
 * latency and queries/s for each (targets: p95 < 15 ms at 1 client, < 50 ms at 20), how many
 * queries of each run were typed before, the time of a one-group results page (`type=questions`,
 * 20 hits and X-Total-Count) for "percentage" and "the", and EXPLAIN ANALYZE of the slowest
 * database query.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { planQuery, tokenize } from '../../server/features/search/search.service.ts';
import { searchStatement } from '../../server/features/search/search.repo.ts';
import { recordErrors } from './errors.ts';
import { request } from './httpClient.ts';
import { openBenchDatabase } from './database.ts';

export interface SearchBenchOptions {
  /** Starts `scripts/bench/server.ts` (pinned) on `port` with `env`; resolves when it is ready. */
  startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
  databaseUrl?: string;
  port?: number;
}

export interface SearchFigure {
  clients: number;
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  queriesPerSecond: number;
  errors: number;
  slowest: { query: string; ms: number };
}

const counts = { questions: 100_000, posts: 20_000, forums: 500, sets: 2000 };
/** Questions per set: the first `counts.sets * setSize` questions are in sets. */
const setSize = 4;
const batchSize = 1000;
const queryCount = 2000;
const root = join(import.meta.dirname, '..', '..');

/** Deterministic pseudo-random numbers (mulberry32), so every run loads the same data. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed content as one list of words in reading order (so windows of it read like text), and its vocabulary. */
export function corpus() {
  const text: string[] = [];
  for (const file of ['quantitative-aptitude.json', 'dilr.json', 'varc.json']) {
    const items = JSON.parse(readFileSync(join(root, 'scripts', 'content', file), 'utf8')) as Record<string, unknown>[];
    for (const item of items) for (const value of Object.values(item)) if (typeof value === 'string') text.push(...(value.match(/[A-Za-z]+/g) ?? []));
  }
  const vocabulary = [...new Set(text.map((w) => w.toLowerCase()))].filter((w) => w.length >= 3);
  return { text, vocabulary };
}

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

/** Inserts `rows` into `table` (columns in order) with one multi-row INSERT per `batchSize` rows. */
async function bulkInsert(client: pg.Client, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await client.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, batch.flat());
  }
}

/** Migrates and empties the database, loads the data, and returns the bench user's credentials. */
async function load(databaseUrl: string, text: string[]) {
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  const password = 'Bench@2026';
  const user = await register(handle.db, { name: 'Bench User', username: 'bench', password, emailId: 'bench@example.org', mobile: null, userType: 'Student' });
  await handle.close();

  const rand = random(42);
  const words = (min: number, max: number) => {
    const n = min + Math.floor(rand() * (max - min + 1));
    const start = Math.floor(rand() * (text.length - n));
    const out = text.slice(start, start + n).join(' ');
    return out.charAt(0).toUpperCase() + out.slice(1);
  };

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const categories = ['Quantitative Aptitude', 'Data Interpretation & Logical Reasoning', 'Verbal Ability & Reading Comprehension'];
  await bulkInsert(client, 'categories', ['name'], categories.map((c) => [c]));
  await bulkInsert(client, 'topics', ['category_id', 'name'], Array.from({ length: 12 }, (_, i) => [(i % 3) + 1, `Topic ${i + 1}`]));
  await bulkInsert(client, 'sources', ['name'], [['Community Practice Set'], ['Sectional Mock Series'], ['Previous Year Pattern'], ['Mentor Drill']]);
  await bulkInsert(
    client,
    'question_sets',
    ['title', 'body', 'category_id', 'topic_id', 'source_id'],
    Array.from({ length: counts.sets }, (_, i) => {
      const topic = ((i * setSize) % 12) + 1;
      return [`${words(2, 6)} (Set ${i + 1})`, words(150, 400), ((topic - 1) % 3) + 1, topic, ((i * setSize) % 4) + 1];
    }),
  );
  await bulkInsert(
    client,
    'questions',
    ['question_text', 'option_a', 'option_b', 'option_c', 'option_d', 'correct_answer', 'category_id', 'topic_id', 'source_id', 'status', 'set_id'],
    Array.from({ length: counts.questions }, (_, i) => {
      const topic = (i % 12) + 1;
      const setId = i < counts.sets * setSize ? Math.floor(i / setSize) + 1 : null;
      return [`${words(12, 30)}? (Q${i + 1})`, words(1, 4), words(1, 4), words(1, 4), words(1, 4), 'ABCD'[i % 4], ((topic - 1) % 3) + 1, topic, (i % 4) + 1, 'approved', setId];
    }),
  );
  await bulkInsert(client, 'forums', ['title', 'description', 'created_by'], Array.from({ length: counts.forums }, () => [words(2, 5), words(8, 20), user.id]));
  await bulkInsert(
    client,
    'forum_posts',
    ['forum_id', 'author_id', 'title', 'content'],
    Array.from({ length: counts.posts }, () => [1 + Math.floor(rand() * counts.forums), user.id, words(3, 9), words(30, 120)]),
  );
  await client.query('vacuum analyze');
  await client.end();
  console.log(
    `search bench: loaded ${counts.questions} questions (${counts.sets} sets), ${counts.posts} posts, ${counts.forums} forums in ${((Date.now() - started) / 1000).toFixed(1)} s (with vacuum analyze)`,
  );
  return { username: 'bench', password };
}

/** One type-ahead query from `rand`: 70 % a prefix of 3-7 letters of a word, 30 % a typo (one letter dropped or two neighbours swapped) of a word of 5+ letters. */
export function typeAheadQuery(vocabulary: string[], rand: () => number): string {
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)]!;
  if (rand() < 0.7) {
    const word = pick(vocabulary);
    return word.slice(0, Math.min(word.length, 3 + Math.floor(rand() * 5)));
  }
  const word = pick(vocabulary.filter((w) => w.length >= 5));
  const at = 1 + Math.floor(rand() * (word.length - 2));
  return rand() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** `count` type-ahead queries (`typeAheadQuery`) from `seed`. */
function queries(vocabulary: string[], seed: number, count = queryCount): string[] {
  const rand = random(seed);
  return Array.from({ length: count }, () => typeAheadQuery(vocabulary, rand));
}

async function login(base: string, credentials: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams(credentials),
  });
  if (response.status !== 200) throw new Error(`search bench login failed: ${response.status}`);
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Sends every query once, from `clients` concurrent loops (scripts/bench/httpClient.ts); per-request latency in ms, the JSON parsed. */
async function run(base: string, cookie: string, list: string[], clients: number): Promise<SearchFigure> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let slowest = { query: '', ms: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < list.length) {
        const query = list[next++]!;
        const t0 = performance.now();
        const response = await request('GET', `${base}/api/search?query=${encodeURIComponent(query)}`, { cookie });
        const body = (response.status === 200 ? JSON.parse(response.text) : {}) as { questions?: unknown[] };
        const ms = performance.now() - t0;
        if (response.status !== 200 || !Array.isArray(body.questions)) errors++;
        latencies.push(ms);
        if (ms > slowest.ms) slowest = { query, ms };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    clients,
    queries: list.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    queriesPerSecond: list.length / seconds,
    errors,
    slowest,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement one search runs for `query`, after its terms and corrections. */
async function explain(databaseUrl: string, query: string): Promise<string> {
  const terms = tokenize(query);
  if (terms.length === 0) return '(no terms)';
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null, poolSize: 1 });
  const planned = await planQuery(handle.db, terms);
  await handle.close();
  if (planned.text === null) return '(only stop words)';
  const compiled = new PgDialect().sqlToQuery(searchStatement(planned.text, { group: null, limit: 5, offset: 0 }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${compiled.sql}`, compiled.params);
  await client.end();
  const described = planned.plans.map((t) => `${t.norm}${t.corrections.length ? ` -> ${t.corrections.join(', ')}` : ''}`).join('; ');
  return [`terms: ${described}`, ...result.rows.map((r) => r['QUERY PLAN'])].join('\n');
}

/** One server's figures: with its answer cache (the default) or without (SEARCH_CACHE_MB=0). */
export interface SearchMode {
  cache: boolean;
  figures: SearchFigure[];
  /** Per run: queries already sent to this server before (earlier in the run or in earlier runs): what its cache could answer. */
  repeats: number[];
  /** Cache off only: one-group pages of the results page (`type=questions`, 20 hits): matches and median ms. */
  pages: Array<{ query: string; total: number; ms: number }>;
  pageErrors?: number;
}

/**
 * Starts a server (cache on or off), warms it up with 300 queries, then runs 2,000 fresh queries
 * from 1 client and another 2,000 from 20 clients (each list drawn with its own seed, like other
 * users typing: a repeat is a query someone typed before).
 */
async function measureMode(options: SearchBenchOptions, databaseUrl: string, port: number, credentials: { username: string; password: string }, vocabulary: string[], cache: boolean): Promise<SearchMode> {
  const env: Record<string, string> = { DATABASE_URL: databaseUrl, REDIS_URL: options.redisUrl, ...(cache ? {} : { SEARCH_CACHE_MB: '0' }) };
  const server = await options.startServer('scripts/bench/server.ts', port, env);
  const seen = new Set<string>();
  const sent = (list: string[]) => {
    let repeats = 0;
    for (const query of list) {
      if (seen.has(query)) repeats++;
      seen.add(query);
    }
    return repeats;
  };
  const mode: SearchMode = { cache, figures: [], repeats: [], pages: [] };
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await login(base, credentials);
    const warmUp = queries(vocabulary, 3, 300);
    sent(warmUp);
    await run(base, cookie, warmUp, 4); // JIT, pool, PostgreSQL caches
    for (const [clients, seed] of [[1, 7], [20, 11]] as const) {
      const list = queries(vocabulary, seed);
      mode.repeats.push(sent(list));
      mode.figures.push(await run(base, cookie, list, clients));
    }
    if (!cache) {
      // The results page's one-group pages (20 questions, with X-Total-Count): a narrow word and one in most rows; median of 3.
      for (const query of ['percentage', 'the']) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          const response = await request('GET', `${base}/api/search?query=${query}&type=questions&limit=20`, { cookie });
          times.push(performance.now() - started);
          total = Number(response.headers['x-total-count']);
          if (response.status !== 200) mode.pageErrors = (mode.pageErrors ?? 0) + 1;
        }
        mode.pages.push({ query, total, ms: times.sort((a, b) => a - b)[1]! });
      }
    }
  } finally {
    await options.stop(server);
  }
  return mode;
}

/** The whole search benchmark; prints its figures and returns them. */
export async function benchSearch(options: SearchBenchOptions): Promise<SearchMode[]> {
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';
  const port = options.port ?? 18_084;
  const { text, vocabulary } = corpus();
  const credentials = await load(databaseUrl, text);
  const modes = [await measureMode(options, databaseUrl, port, credentials, vocabulary, false), await measureMode(options, databaseUrl, port, credentials, vocabulary, true)];
  const targets: Record<number, number> = { 1: 15, 20: 50 };
  console.log(`\nsearch: ${queryCount} fresh type-ahead queries per run (70 % prefixes, 30 % typos) over ${counts.questions} questions, ${counts.sets} set passages, ${counts.posts} posts, ${counts.forums} forums`);
  console.log('answers'.padEnd(22) + 'clients'.padStart(8) + 'repeats'.padStart(9) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'queries/s'.padStart(11) + 'errors'.padStart(8) + '  target');
  for (const mode of modes) {
    mode.figures.forEach((f, index) => {
      const target = targets[f.clients]!;
      console.log(
        (mode.cache ? 'cache on (default)' : 'cache off (database)').padEnd(22) +
          String(f.clients).padStart(8) +
          String(mode.repeats[index]).padStart(9) +
          f.p50.toFixed(1).padStart(9) +
          f.p95.toFixed(1).padStart(9) +
          f.p99.toFixed(1).padStart(9) +
          f.queriesPerSecond.toFixed(0).padStart(11) +
          String(f.errors).padStart(8) +
          `  p95 < ${target} ms: ${f.p95 < target ? 'met' : 'missed'}`,
      );
    });
  }
  console.log('(repeats: queries of the run typed before on that server, which its cache may answer while nothing searchable changes)');
  for (const page of modes[0]!.pages) console.log(`one-group page (type=questions, 20 hits, cache off) for ${JSON.stringify(page.query)}: ${page.total} matches, ${page.ms.toFixed(0)} ms (median of 3)`);
  recordErrors('search', modes.flatMap((mode) => mode.figures).reduce((sum, f) => sum + f.errors, 0) + (modes[0]!.pageErrors ?? 0), 'answers not 200 or without questions');
  const alone = modes[0]!.figures[0]!.slowest;
  console.log(`\nslowest query, database, 1 client: ${JSON.stringify(alone.query)} (${alone.ms.toFixed(1)} ms)`);
  console.log(`EXPLAIN ANALYZE for ${JSON.stringify(alone.query)}:\n${await explain(databaseUrl, alone.query)}`);
  return modes;
}

// `node --import tsx scripts/bench/search.ts` runs this step alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { hasTaskset, startServer, stop } = await import('./process.ts');
  const { spawnSync } = await import('node:child_process');
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
  await benchSearch({ startServer, stop, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  process.exit(0);
}
