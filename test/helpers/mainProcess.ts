/**
 * Runs the production entry point (`node --import tsx server/main.ts`, or a compiled `main.js`) as
 * a child process, for fault tests that kill it, SIGTERM it or restart what it depends on, and for
 * the build test. `env` is added to this
 * process's environment (DATABASE_URL, REDIS_URL, PROCESS_ROLE, ...); logs go to a buffer that a
 * failing test can print. Killed (SIGKILL) at teardown if still running. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './privateServices.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

const root = join(import.meta.dirname, '..', '..');
const entry = join(root, 'server', 'main.ts');

export interface MainProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> (also set for a worker-only process, which does not listen). */
  url: string;
  /** Resolves with the exit code (null when killed by a signal) and signal. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * Starts server/main.ts (or `script`: a compiled `.js` entry runs without tsx) with `env` and
 * resolves once it printed `Serving on` (api, all) or `Workers ready` (worker). Rejects with its
 * output if it exits first or after `timeoutMs`.
 */
export async function startMainProcess(t: Teardown, env: Record<string, string>, timeoutMs = 60_000, script = entry): Promise<MainProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'mbaprep-main-'));
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'fault-test-session-secret-of-at-least-32-characters',
      LOG_LEVEL: 'warn',
      // Fault tests load one account hard; the per-user quotas (contract section 7.8) have their
      // own tests (test/security/quotas.test.ts) and must not answer 429 here.
      RATE_LIMIT_POSTS_PER_HOUR: '100000',
      RATE_LIMIT_FORUMS_PER_DAY: '100000',
      RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exit;
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  const ready = env.PROCESS_ROLE === 'worker' ? /^Workers ready$/m : /^Serving on /m;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    void exit.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, exit, output: () => output };
}

/** Resolves with the exit once the process has ended, or undefined after `timeoutMs`. */
export async function exitWithin(main: MainProcess, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
  const result = await Promise.race([main.exit, late]);
  clearTimeout(timer);
  return result;
}
