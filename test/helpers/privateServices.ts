/**
 * Private PostgreSQL and Redis servers for fault tests, which stop and restart them: never the
 * shared ones other tests use. Each runs on a free loopback port with its data in a temp folder,
 * and is stopped (and the folder removed) at teardown.
 *
 * - Redis: `redis-server --appendonly yes --appendfsync everysec` (AOF, so sessions and queued jobs
 *   survive a restart or a kill; the AOF is fsynced once a second), no RDB snapshots.
 * - PostgreSQL: a cluster copied from a template made once with `initdb` and kept in the OS temp
 *   folder (keyed by the PostgreSQL version) so later test files and runs skip initdb; started and
 *   stopped with `pg_ctl`. PostgreSQL refuses to run as root, so as root every command runs as the
 *   `postgres` OS user (`runuser -u postgres --`). Trust authentication; fsync off (the tests
 *   stop or crash the server's processes, never the machine: what PostgreSQL wrote to the OS
 *   survives, and crash recovery replays its WAL; commits wait for their WAL to be written, so a
 *   crash loses no acknowledged commit).
 * Their folders are named after the test process (`mbaprep-pg-<pid>-…`, `mbaprep-redis-<pid>-…`):
 * servers left behind by a test process that was killed before its teardown are stopped, and their
 * folders removed, the next time this helper starts a server.
 * Every wait is bounded.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

interface Teardown {
  teardown(fn: () => unknown): void;
}

const run = promisify(execFile);

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it soon after). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once something accepts TCP connections on `port`; rejects after `timeoutMs`. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface PrivateRedis {
  url: string;
  /** Clean shutdown (SIGTERM: Redis flushes its AOF), then waits for the exit. */
  stop(): Promise<void>;
  /** A crash: SIGKILL (nothing flushed, no shutdown code runs), then waits for the exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data folder (the AOF is loaded). */
  start(): Promise<void>;
}

/** Starts a private `redis-server` with AOF on; stopped and its folder removed at teardown. */
export async function startPrivateRedis(t: Teardown): Promise<PrivateRedis> {
  await sweepOrphans();
  const dir = await mkdtemp(join(tmpdir(), `mbaprep-redis-${process.pid}-`));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let log = '';
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--daemonize', 'no', '--pidfile', join(dir, 'redis.pid')];
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child = started;
    await Promise.race([
      waitForPort(port, 10_000),
      exited(started).then(() => {
        throw new Error(`redis-server exited at start: ${log}`);
      }),
    ]);
  };
  const kill = async () => {
    if (!child) return;
    const killed = child;
    child = undefined;
    killed.kill('SIGKILL');
    await exited(killed);
  };
  const stop = async () => {
    if (!child) return;
    const stopping = child;
    child = undefined;
    stopping.kill('SIGTERM');
    const timer = setTimeout(() => stopping.kill('SIGKILL'), 10_000);
    await exited(stopping);
    clearTimeout(timer);
  };
  t.teardown(async () => {
    await stop();
    await rm(dir, { recursive: true, force: true });
  });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, kill, start };
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl): the newest under /usr/lib/postgresql, else PATH. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : '';
}

const asRoot = process.getuid?.() === 0;

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, program)));
}

/**
 * Why private servers cannot run here (no `redis-server`, no PostgreSQL server programs, or root
 * without a `postgres` OS user), or false when they can: for a test's `skip` option.
 */
export function privateServicesSkip(): string | false {
  if (!onPath('redis-server')) return 'redis-server is not installed';
  if (!postgresBin() && !onPath('initdb')) return 'PostgreSQL server programs (initdb, pg_ctl) are not installed';
  if (asRoot && !existsSync('/usr/sbin/runuser') && !onPath('runuser')) return 'runuser is missing (PostgreSQL refuses to run as root)';
  return false;
}

/** Runs a PostgreSQL program, as the `postgres` OS user when this process is root. */
async function pgCommand(program: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const bin = postgresBin();
  const file = bin ? join(bin, program) : program;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    const { stdout } = await run(command, commandArgs, { timeout: timeoutMs, cwd: tmpdir() });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || (error as Error).message}`, { cause: error });
  }
}

async function ownForPostgres(path: string): Promise<void> {
  if (!asRoot) return;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await chown(path, Number(stdout.trim()), Number(gid.trim()));
}

let template: Promise<string> | undefined;

/** A folder holding an initdb'd cluster in `data/`, made once per PostgreSQL version and reused. */
function clusterTemplate(): Promise<string> {
  template ??= (async () => {
    const version = /\d+(\.\d+)?/.exec(await pgCommand('initdb', ['--version']))?.[0] ?? 'unknown';
    const final = join(tmpdir(), `mbaprep-pg-template-${version}-${asRoot ? 'postgres' : process.getuid?.()}`);
    if (existsSync(join(final, 'data', 'PG_VERSION'))) return final;
    const building = await mkdtemp(join(tmpdir(), 'mbaprep-pg-template-building-'));
    await ownForPostgres(building);
    await pgCommand('initdb', ['-D', join(building, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    try {
      await rename(building, final);
    } catch {
      await rm(building, { recursive: true, force: true }); // another test file made it meanwhile
    }
    return final;
  })();
  return template;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let swept: Promise<void> | undefined;

/** Stops servers whose test process is gone (killed before its teardown) and removes their folders; once per process. */
function sweepOrphans(): Promise<void> {
  swept ??= (async () => {
    for (const name of readdirSync(tmpdir())) {
      const match = /^mbaprep-(pg|redis)-(\d+)-/.exec(name);
      if (!match || alive(Number(match[2]))) continue;
      const dir = join(tmpdir(), name);
      if (match[1] === 'pg') {
        await pgCommand('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', '-t', '10', 'stop'], 15_000).catch(() => undefined);
      } else {
        try {
          process.kill(Number(readFileSync(join(dir, 'redis.pid'), 'utf8').trim()), 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return swept;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server shuts down. */
  stop(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every server process quits at once, as in a crash; `start()` then runs crash recovery. */
  crash(): Promise<void>;
}

/** Starts a private PostgreSQL cluster; stopped and its folder removed at teardown. */
export async function startPrivatePostgres(t: Teardown): Promise<PrivatePostgres> {
  await sweepOrphans();
  const source = await clusterTemplate();
  const dir = await mkdtemp(join(tmpdir(), `mbaprep-pg-${process.pid}-`));
  await ownForPostgres(dir);
  const data = join(dir, 'data');
  await cp(join(source, 'data'), data, { recursive: true });
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', data]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const logFile = join(dir, 'server.log');
  let running = false;
  const start = async () => {
    await pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    await pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    running = false;
  };
  const crash = async () => {
    await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    running = false;
  };
  t.teardown(async () => {
    if (running) await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });
  await start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, crash };
}
