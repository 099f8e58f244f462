/**
 * Browser-test helpers: serve the built web app with the real API on a free port (building the web
 * app first when dist/web is missing or stale), and launch Debian's Chromium through playwright-core.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import { webDistDir } from '../../server/plugins/web.ts';
import { resetDatabase, testConfig, testDatabase, clearRedisPrefix } from '../helpers/app.ts';
import type { Config } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { startWorkers } from '../../worker/main.ts';

const root = join(import.meta.dirname, '..', '..');
export const outputDir = join(import.meta.dirname, 'output');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` unless dist/web is newer than web/ and common/. */
export function ensureWebBuilt(): void {
  const index = join(webDistDir, 'index.html');
  const sources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'common')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
}

interface Teardown {
  teardown(fn: () => unknown): void;
}

/**
 * The real app listening on 127.0.0.1 (free port) over an emptied database; closed at teardown.
 * `options.config` overrides the test config; `options.workers` also runs the BullMQ workers.
 */
export async function serveApp(
  t: Teardown,
  options: { config?: Partial<Config>; workers?: boolean } = {},
): Promise<{ baseUrl: string; database: DatabaseHandle; config: Config }> {
  ensureWebBuilt();
  const database = await testDatabase();
  await resetDatabase(database);
  const config = testConfig(options.config);
  const app = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const workers = options.workers
    ? await startWorkers({
        db: database.db,
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        openai: config.openai,
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
      })
    : undefined;
  t.teardown(async () => {
    await workers?.close();
    await app.close();
    await clearRedisPrefix(config.redisUrl, config.redisPrefix);
  });
  return { baseUrl: address, database, config };
}

/** Headless Chromium (playwright gives it a fresh temporary profile), closed at teardown. */
export async function launchBrowser(t: Teardown): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(outputDir, { recursive: true });
  t.teardown(() => browser.close());
  return browser;
}
