/**
 * Capacity (`npm run bench -- capacity`; not part of the full run, which it would lengthen by
 * minutes): how many virtual users two API processes and a worker process hold on this machine.
 *
 * Data, in its own database BENCH_CAPACITY_DATABASE_URL (default .../bench_capacity: created if
 * missing, migrated, emptied): the load check's 5,000 questions, BENCH_CAPACITY_ACCOUNTS student
 * accounts (default 100, each logged in once; virtual users share their sessions round robin), and
 * the load check's forums and posts. Redis prefix "bench-capacity".
 *
 * Ramp: BENCH_CAPACITY_START virtual users (default 100), then BENCH_CAPACITY_STEP more (default
 * 100) every BENCH_CAPACITY_STEP_SECONDS (default 10), up to BENCH_CAPACITY_MAX (default 4,000).
 * Each virtual user sends one request of the load check's mix (scripts/bench/load.ts: list 30%,
 * detail 25%, answer 15%, comments 8%, forum post 10%, forum reply 4%, search 8%), alternating
 * between the processes, then thinks 1 s (BENCH_CAPACITY_THINK_MS). A step holds when the requests
 * completed during it have p99 <= 100 ms and at most 0.1 % errors (HTTP status >= 400 or a failed
 * request); the first step that does not hold ends the ramp. Prints each step and the number of
 * users held (the last step that held). The first BENCH_CAPACITY_WARMUP_SECONDS (default 10) at the
 * starting number are a warm-up, not judged. The API processes and the worker run on both cores
 * (BENCH_CAPACITY_PIN=1 pins them to CPU 0 like the other steps), this load generator on CPU 1.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { benchRows, ensureDatabase } from './data.ts';
import { act, createPosts, login, pickAction, settings as load } from './load.ts';
import { hasTaskset } from './process.ts';
import { openBenchDatabase } from './database.ts';

export interface CapacityBenchOptions {
  startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const settings = {
  databaseUrl: process.env.BENCH_CAPACITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_capacity',
  accounts: numberFromEnv('BENCH_CAPACITY_ACCOUNTS', 100),
  start: numberFromEnv('BENCH_CAPACITY_START', 100),
  step: numberFromEnv('BENCH_CAPACITY_STEP', 100),
  warmupSeconds: numberFromEnv('BENCH_CAPACITY_WARMUP_SECONDS', 10),
  pinned: process.env.BENCH_CAPACITY_PIN === '1',
  stepSeconds: numberFromEnv('BENCH_CAPACITY_STEP_SECONDS', 10),
  max: numberFromEnv('BENCH_CAPACITY_MAX', 4000),
  thinkMs: numberFromEnv('BENCH_CAPACITY_THINK_MS', 1000),
  ports: [18_095, 18_096],
  workerPort: 18_097,
  p99LimitMs: 100,
  errorLimit: 0.001,
};
const password = 'Bench@2026';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function prepare(): Promise<string[]> {
  await ensureDatabase(settings.databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  await importRows(handle.db, benchRows(load.questions), { submittedBy: null, batchSize: 1000 });
  const usernames: string[] = [];
  for (let index = 0; index < settings.accounts; index++) {
    const username = `cap${index}`;
    await register(handle.db, { name: `Capacity User ${index}`, username, password, emailId: `${username}@example.org`, mobile: null, userType: 'Student' });
    usernames.push(username);
  }
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
  return usernames;
}

interface Sample {
  latency: number;
  error: boolean;
}

/** Runs the ramp; answers the number of virtual users held (0 when even the first step failed). */
export async function benchCapacity(options: CapacityBenchOptions): Promise<number> {
  console.log(`\ncapacity: preparing ${load.questions} questions, ${settings.accounts} accounts in ${new URL(settings.databaseUrl).pathname.slice(1)}…`);
  const usernames = await prepare();
  const env = { DATABASE_URL: settings.databaseUrl, REDIS_URL: options.redisUrl, BENCH_REDIS_PREFIX: 'bench-capacity' };
  const children: ChildProcess[] = [];
  try {
    for (const port of settings.ports) children.push(await options.startServer('scripts/bench/server.ts', port, env));
    children.push(await options.startServer('scripts/bench/worker.ts', settings.workerPort, env));
    // Both cores for the servers unless BENCH_CAPACITY_PIN=1 (every thread: taskset -a).
    if (hasTaskset && !settings.pinned) for (const child of children) spawnSync('taskset', ['-apc', '0,1', String(child.pid)], { stdio: 'ignore' });
    const baseUrls = settings.ports.map((port) => `http://127.0.0.1:${port}`);
    const cookies: string[] = [];
    for (const [index, username] of usernames.entries()) cookies.push(await login(baseUrls[index % baseUrls.length]!, username));
    const postIds = await createPosts(baseUrls[0]!, cookies[0]!);

    let samples: Sample[] = [];
    let running = 0;
    let stopping = false;
    let request = 0;
    const virtualUser = async (user: number) => {
      await sleep(Math.random() * settings.thinkMs); // spread the new users' first requests
      while (!stopping) {
        const sentAt = performance.now();
        let error: boolean;
        try {
          error = (await act(pickAction(), baseUrls[request++ % baseUrls.length]!, cookies[user % cookies.length]!, postIds, user)) >= 400;
        } catch {
          error = true;
        }
        samples.push({ latency: performance.now() - sentAt, error });
        await sleep(settings.thinkMs);
      }
    };
    const users: Promise<void>[] = [];
    let held = 0;
    // Warm-up (not judged): the first users, while the processes compile their hot paths and fill their caches.
    while (running < settings.start) users.push(virtualUser(running++));
    await sleep(settings.warmupSeconds * 1000);
    console.log(`users`.padStart(7) + 'requests'.padStart(10) + 'req/s'.padStart(8) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8) + '  holds');
    for (let target = settings.start; target <= settings.max; target += settings.step) {
      while (running < target) users.push(virtualUser(running++));
      samples = [];
      await sleep(settings.stepSeconds * 1000);
      const step = samples;
      const sorted = step.map((sample) => sample.latency).sort((a, b) => a - b);
      const errors = step.filter((sample) => sample.error).length;
      const p99 = percentile(sorted, 99);
      const holds = step.length > 0 && p99 <= settings.p99LimitMs && errors <= settings.errorLimit * step.length;
      console.log(
        String(target).padStart(7) +
          String(step.length).padStart(10) +
          (step.length / settings.stepSeconds).toFixed(0).padStart(8) +
          percentile(sorted, 50).toFixed(1).padStart(9) +
          p99.toFixed(1).padStart(9) +
          String(errors).padStart(8) +
          `  ${holds ? 'yes' : 'no'}`,
      );
      if (!holds) break;
      held = target;
    }
    stopping = true;
    await Promise.all(users);
    console.log(
      `capacity: ${held} virtual users held (think time ${settings.thinkMs} ms; limits p99 <= ${settings.p99LimitMs} ms, errors <= ${settings.errorLimit * 100} %) ` +
        `on 2 API processes and a worker${hasTaskset ? (settings.pinned ? ', all pinned to CPU 0, load generator on CPU 1' : ' on both cores, load generator on CPU 1') : ''}; goal 2,000`,
    );
    return held;
  } finally {
    for (const child of children) await options.stop(child);
  }
}
