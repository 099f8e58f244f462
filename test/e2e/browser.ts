/**
 * Browser-test helpers: serve the built web app with the real API on a free port (building the web
 * app first when dist/web is missing or stale), launch Debian's Chromium through playwright-core,
 * and wait for states instead of sleeping: a socket.io room's members on the server
 * (`untilInRoom`), a page with no request in flight and its rendering done (`watchNetwork`, `settled`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import { resetDatabase, testConfig, testDatabase, clearRedisPrefix } from '../helpers/app.ts';
import type { Config } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { startWorkers } from '../../worker/main.ts';
import { ensureWebBuilt } from '../helpers/webBuild.ts';

export const outputDir = join(import.meta.dirname, 'output');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/**
 * The real app listening on 127.0.0.1 (free port) over an emptied database; closed at teardown.
 * `options.config` overrides the test config; `options.workers` also runs the BullMQ workers;
 * `options.webDistDir` serves a copy of the built web app instead of dist/web.
 */
export async function serveApp(
  t: Teardown,
  options: { config?: Partial<Config>; workers?: boolean; webDistDir?: string } = {},
): Promise<{ baseUrl: string; database: DatabaseHandle; config: Config; app: FastifyInstance }> {
  ensureWebBuilt();
  const database = await testDatabase();
  await resetDatabase(database);
  const config = testConfig(options.config);
  const app = await buildApp(config, { database, ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}) });
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
  return { baseUrl: address, database, config, app };
}

/**
 * Resolves once the server has at least `sockets` sockets in socket.io room `room` (see `rooms` in
 * server/plugins/realtime.ts): the pages' sockets have joined, so events sent to the room reach
 * them. Rejects after `timeoutMs`.
 */
export async function untilInRoom(app: FastifyInstance, room: string, sockets: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const members = (await app.io.local.in(room).fetchSockets()).length;
    if (members >= sockets) return;
    if (Date.now() > deadline) throw new Error(`room ${room} has ${members} sockets, not ${sockets}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting the page's HTTP requests in flight (socket.io's own transport excluded), for
 * `settled`. Call it before the page navigates; answers the page.
 */
export function watchNetwork(page: Page): Page {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!request.url().includes('/socket.io/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return page;
}

/**
 * Resolves once the page has settled: no request in flight (queries, lazy chunks, images) at two
 * checks in a row, each after two animation frames (so what an answer rendered, and any request
 * that rendering started, is seen). Needs `watchNetwork(page)` first. Rejects after `timeoutMs`.
 */
export async function settled(page: Page, timeoutMs = 15_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settled: call watchNetwork(page) before the page navigates');
  const deadline = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 2; ) {
    if (Date.now() > deadline) throw new Error(`the page did not settle within ${timeoutMs} ms: ${[...pending].map((request) => request.url()).join(', ')}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    quiet = pending.size === 0 ? quiet + 1 : 0;
  }
}


/** Chromium's flags: headless, and none of its own network traffic (this machine's network is closed). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium (playwright gives it a fresh temporary profile), closed at teardown. */
export async function launchBrowser(t: Teardown): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  mkdirSync(outputDir, { recursive: true });
  t.teardown(() => browser.close());
  return browser;
}

/**
 * Chromium with a real (temporary) profile rather than the incognito-like contexts of
 * `launchBrowser`, for what a profile changes (an app is never installable in incognito); closed
 * and its profile removed at teardown.
 */
export async function launchProfile(t: Teardown): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs });
  mkdirSync(outputDir, { recursive: true });
  t.teardown(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return context;
}
