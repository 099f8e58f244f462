/**
 * `npm run bench -- memory`: resident memory (RSS, from /proc) of the server that `npm start` runs,
 * on the embedded database (PGlite) and on PostgreSQL, idle and busy.
 *
 * The server is started as `npm start` starts it: `node scripts/start.mjs` (which builds
 * `dist/server` when stale, then runs `node <flags> dist/server/main.js`, PROCESS_ROLE=all: API and
 * workers in one process). Figures are of that server process; the `npm start` wrapper (start.mjs,
 * about 45 MB) is shown beside them (`npm` itself adds about 55 MB more; the Docker image runs node
 * directly, with neither). In the same run, as a baseline, the server is also run the old way
 * (`node --import tsx server/main.ts`).
 *
 * For each case: start, wait for `/public/isLogin`, let it settle (BENCH_MEMORY_SETTLE_SECONDS,
 * default 10) and read RSS (idle); then a logged-in user's traffic for BENCH_MEMORY_LOAD_SECONDS
 * (default 10) with autocannon, 20 connections (question list and detail, forums, home page
 * numbers, session check), and read RSS at its end (busy) and the peak (VmHWM). Embedded: a new
 * data directory (first start, loading the demo content), then a restart on it (the usual idle
 * figure). PostgreSQL: BENCH_MEMORY_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bench_memory, created if missing, demo content seeded).
 * Needs Redis (REDIS_URL). Target: idle on the embedded database under 300 MB.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildServer } from '../build-server.mjs';
import { serverNodeFlags } from '../nodeFlags.mjs';
import { ensureDatabase } from './data.ts';

const root = join(import.meta.dirname, '..', '..');
const settleSeconds = Number(process.env.BENCH_MEMORY_SETTLE_SECONDS ?? 10);
const loadSeconds = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 10);
let port = 0;
let base = '';

/** A port nothing listens on now (other benchmarks may be running on the machine). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Figure {
  name: string;
  idleMb: number;
  busyMb: number;
  peakMb: number;
  wrapperMb: number | undefined;
  requests: number;
  errors: number;
}

/** VmRSS and VmHWM of a process, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The child process of `pid` running `pattern`, found through /proc (the server under start.mjs). */
function childOf(pid: number, pattern: RegExp): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]); // field 4: ppid
      if (parent === pid && pattern.test(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '))) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}

async function waitUntilUp(child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    const answer = await fetch(`${base}/public/isLogin`).catch(() => undefined);
    if (answer?.ok) return;
    await sleep(250);
  }
  throw new Error(`server did not answer within 150 s:\n${output()}`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM'); // its own process group: the wrapper and the server
  await exited;
}

/** A fresh student account, logged in: its cookie. */
async function loggedInCookie(): Promise<string> {
  const username = `mem${Date.now().toString(36)}`;
  const password = 'Bench@2026x';
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const created = await fetch(`${base}/public/addUser`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Memory Bench', username, password, emailId: `${username}@example.org`, userType: 'Student' }),
  });
  if (created.status !== 201) throw new Error(`register: ${created.status} ${await created.text()}`);
  const login = await fetch(`${base}/perform-login`, { method: 'POST', headers, body: JSON.stringify({ username, password }) });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return login.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))!.split(';')[0]!;
}

/** A logged-in user's reads for `loadSeconds`: requests done and non-2xx/errors. */
async function load(cookie: string): Promise<{ requests: number; errors: number }> {
  let next = 0;
  const paths = ['/api/getQuestionsByFilters?category=1,2,3&limit=50', () => `/api/getQuestionsbyId?id=${(next++ % 200) + 1}`, '/api/forum/getForums', '/public/stats', '/public/isLogin'];
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: loadSeconds,
    headers: { cookie },
    requests: paths.map((path) => ({ method: 'GET', setupRequest: (request) => ({ ...request, path: typeof path === 'string' ? path : path() }) })),
  });
  return { requests: result.requests.total, errors: result.errors + result.non2xx };
}

/**
 * Runs one case: `command` (argv) with `env`, in its own process group; `server` finds the server
 * process (the command itself, or its child).
 */
async function measureCase(name: string, command: string[], env: Record<string, string | undefined>, server: (pid: number) => number | undefined, withLoad = true): Promise<Figure> {
  let output = '';
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env };
  for (const [key, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[key];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    detached: true,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilUp(child, () => output);
    await sleep(settleSeconds * 1000);
    const pid = server(child.pid!);
    if (!pid) throw new Error(`no server process found for ${name}:\n${output}`);
    const idle = memory(pid);
    const wrapperMb = pid === child.pid ? undefined : memory(child.pid!).rss;
    const traffic = withLoad ? await load(await loggedInCookie()) : { requests: 0, errors: 0 };
    const busy = memory(pid);
    return { name, idleMb: idle.rss, busyMb: busy.rss, peakMb: busy.peak, wrapperMb, ...traffic };
  } finally {
    await stopGroup(child);
  }
}

/** Prints the figures of every case and whether the embedded idle target is met; returns it. */
export async function benchMemory(options: { redisUrl: string }): Promise<boolean> {
  const databaseUrl = process.env.BENCH_MEMORY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_memory';
  const built = await buildServer();
  console.log(`memory: built the server in ${built.ms} ms`);
  const compiled = ['node', join(root, 'scripts', 'start.mjs')];
  const compiledServer = (pid: number) => childOf(pid, /dist\/server\/main\.js/);
  const tsx = ['node', ...serverNodeFlags('all'), '--import', 'tsx', join(root, 'server', 'main.ts')];
  const figures: Figure[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const tsxDataDir = mkdtempSync(join(tmpdir(), 'bench-memory-tsx-'));
  try {
    const embedded = { DATA_DIR: dataDir, REDIS_URL: options.redisUrl, DATABASE_URL: undefined };
    figures.push(await measureCase('embedded, first start (loads demo content)', compiled, embedded, compiledServer));
    figures.push(await measureCase('embedded, restart', compiled, embedded, compiledServer));
    // Baseline in the same run: the server through tsx (first start to create its database, then the restart measured).
    const tsxEmbedded = { ...embedded, DATA_DIR: tsxDataDir };
    await measureCase('tsx warm-up', tsx, tsxEmbedded, (pid) => pid, false);
    figures.push(await measureCase('embedded, restart, under tsx (baseline)', tsx, tsxEmbedded, (pid) => pid));

    await ensureDatabase(databaseUrl);
    const seed = spawnSync('node', [join(root, 'dist', 'server', 'seed.js')], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: options.redisUrl }, encoding: 'utf8' });
    if (seed.status !== 0) throw new Error(`seeding ${databaseUrl} failed:\n${seed.stderr}`);
    const postgres = { DATA_DIR: dataDir, REDIS_URL: options.redisUrl, DATABASE_URL: databaseUrl };
    figures.push(await measureCase('PostgreSQL', compiled, postgres, compiledServer));
    figures.push(await measureCase('PostgreSQL, under tsx (baseline)', tsx, postgres, (pid) => pid));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(tsxDataDir, { recursive: true, force: true });
  }

  console.log(`\nserver process RSS (PROCESS_ROLE=all), MB; idle after ${settleSeconds} s, busy after ${loadSeconds} s of reads at 20 connections`);
  console.log('case'.padEnd(46) + 'idle'.padStart(7) + 'busy'.padStart(7) + 'peak'.padStart(7) + 'wrapper'.padStart(9) + 'requests'.padStart(10) + 'errors'.padStart(8));
  for (const f of figures) {
    console.log(
      f.name.padEnd(46) +
        f.idleMb.toFixed(0).padStart(7) +
        f.busyMb.toFixed(0).padStart(7) +
        f.peakMb.toFixed(0).padStart(7) +
        (f.wrapperMb === undefined ? '-' : f.wrapperMb.toFixed(0)).padStart(9) +
        String(f.requests).padStart(10) +
        String(f.errors).padStart(8),
    );
  }
  const idle = figures.find((f) => f.name === 'embedded, restart')!.idleMb;
  const met = idle < 300;
  console.log(`embedded idle ${idle.toFixed(0)} MB (target < 300 MB: ${met ? 'met' : 'missed'})`);
  return met;
}
