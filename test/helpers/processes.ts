/**
 * Starts test/helpers/api-process.ts (a real second API server, not a second app in the test's own
 * process) or test/helpers/worker-process.ts (real BullMQ workers) as a separate Node process and
 * stops it at teardown. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

interface Teardown {
  teardown(fn: () => unknown): void;
}

const root = join(import.meta.dirname, '..', '..');
const script = join(import.meta.dirname, 'api-process.ts');
const workerScript = join(import.meta.dirname, 'worker-process.ts');

/** Resolves when the process has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
async function stop(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  if ((await Promise.race([exited(child), late])) === 'late') {
    child.kill('SIGKILL');
    await exited(child);
  }
  clearTimeout(timer);
}

/**
 * Spawns one API process with `env` added to this process's environment; resolves with its base
 * URL once it prints `listening <url>`. Its stdin stays open: it exits when this process ends. Rejects (with its stderr) if it exits first or after
 * `timeoutMs`. The process is stopped at teardown.
 */
export async function startApiProcess(t: Teardown, env: Record<string, string>, timeoutMs = 30_000): Promise<string> {
  return (await startApiChild(t, env, timeoutMs)).url;
}

/**
 * As `startApiProcess`, and also answers the process itself (for a test that kills it). Stopped at
 * teardown unless already gone.
 */
export function startApiChild(t: Teardown, env: Record<string, string>, timeoutMs = 30_000): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  t.teardown(() => stop(child));
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^listening (\S+)$/m.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code ?? signal}) before listening: ${stderr}`));
    });
  });
}

/**
 * Spawns one worker process with `env` added to this process's environment (DATABASE_URL,
 * REDIS_PREFIX, optionally STALLED_INTERVAL_MS); resolves with the process once it prints `ready`.
 * Rejects (with its stderr) if it exits first or after `timeoutMs`. Stopped at teardown unless
 * already gone (a test may SIGKILL it).
 */
export function startWorkerProcess(t: Teardown, env: Record<string, string>, timeoutMs = 30_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], { cwd: root, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  t.teardown(() => stop(child));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker process did not start within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/^ready$/m.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker process exited (${code ?? signal}) before ready: ${stderr}`));
    });
  });
}

/** Resolves once the process has exited (SIGKILL it first to kill it). */
export const processExited = exited;
