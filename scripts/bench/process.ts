/** Benchmark server processes: spawned pinned to CPU 0 (taskset, when available), stopped with SIGTERM. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Runs `script` (tsx) on `port` with extra `env`; resolves once it prints "ready". */
export function startServer(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const args = ['--import', 'tsx', join(root, script)];
  const command = hasTaskset ? 'taskset' : process.execPath;
  const child = spawn(command, hasTaskset ? ['-c', '0', process.execPath, ...args] : args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Stops a server started by `startServer` and waits for it to exit. */
export async function stop(child: ChildProcess) {
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
