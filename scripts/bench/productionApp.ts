/**
 * The app as production runs it, for the benchmark steps that measure what a browser gets
 * (delivery, lighthouse): `npm start` (building the web app when stale) with NODE_ENV=production
 * and PROCESS_ROLE=api, in its own process group, pinned to CPU 0 when taskset exists, on
 * `databaseUrl` and REDIS_URL. TRUST_PROXY=1: the bench stands in for the TLS-terminating proxy
 * (a request with `X-Forwarded-Proto: https` gets the production session cookie).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { hasTaskset } from './process.ts';

const root = join(import.meta.dirname, '..', '..');

/** Starts the app on 127.0.0.1:`port`; resolves once /ready answers 200 (rejects after 180 s or when it exits). */
export async function startProductionApp({ port, databaseUrl }: { port: number; databaseUrl: string }): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const command = ['npm', 'start', '--silent'];
  const child = spawn(hasTaskset ? 'taskset' : command[0]!, hasTaskset ? ['-c', '0', ...command] : command.slice(1), {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PROCESS_ROLE: 'api',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/ready`).then((res) => res.ok, () => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become ready in 180 s');
}

/** Stops the app's process group (SIGTERM) and waits for it to exit. */
export async function stopProductionApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}
