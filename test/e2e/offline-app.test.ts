/**
 * The installable app in Chromium (contract 8.5): the first visit installs the service worker and
 * precaches the shell; with the network cut, a reload still shows the app and says it is offline;
 * Chromium finds nothing that keeps it from being installed (its own installability check over
 * CDP, the criteria Lighthouse's installability audit reads); and a new build is offered as an
 * update ("A new version is ready", Reload) instead of the old shell being served forever.
 */
import t from 'tap';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webDistDir } from '../../server/plugins/web.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { ensureWebBuilt } from '../helpers/webBuild.ts';
import { launchBrowser, launchProfile, serveApp } from './browser.ts';

t.teardown(closeTestDatabase);

t.test('first visit installs the worker; an offline reload shows the app', async (t) => {
  const { baseUrl } = await serveApp(t);
  const browser = await launchBrowser(t);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('#auth-title').waitFor();
  const installed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const keys = await caches.keys();
    const precache = keys.find((key) => key.includes('precache'));
    const cached = precache ? (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname) : [];
    return { scope: registration.scope, scriptURL: registration.active?.scriptURL ?? '', cached };
  });
  t.equal(installed.scope, `${baseUrl}/`, 'scope /');
  t.match(installed.scriptURL, /\/sw\.js$/);
  t.ok(installed.cached.includes('/index.html'), 'the shell is precached');
  t.ok(installed.cached.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path)), 'and the entry chunk');
  t.notOk(installed.cached.some((path) => path.startsWith('/api/')), 'no API answer');

  await context.setOffline(true);
  await page.reload();
  await page.getByText('You are offline.').waitFor({ timeout: 15_000 });
  t.pass('offline, the reloaded page shows the app and says it is offline');
  t.ok(await page.getByRole('link', { name: /MBA Prep/ }).first().isVisible(), 'the header is there');
  await context.setOffline(false);
});

t.test('Chromium finds the app installable; a new build is offered as an update and taken on Reload', async (t) => {
  // A copy of the build, so this test can publish a "new build" of the worker without touching dist/web.
  ensureWebBuilt();
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  cpSync(webDistDir, root, { recursive: true });
  const { baseUrl } = await serveApp(t, { webDistDir: root });
  const context = await launchProfile(t);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('#auth-title').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the pages opened after it activated (it claims none): the next load.
  await page.reload();
  await page.locator('#auth-title').waitFor();
  t.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the reloaded page is controlled by the worker');

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  t.same(installabilityErrors.map((error) => error.errorId), [], 'Chromium: no installability error (manifest, icons, start_url, worker)');
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  t.equal(manifest.url, `${baseUrl}/manifest.webmanifest`, 'the page links its manifest');
  t.same(manifest.errors, [], 'and Chromium reads it without errors');
  t.equal(await page.getByText('A new version is ready.').count(), 0, 'no update offered while the build is the same');

  // A new deploy: the worker's script changes (its precache list would); the plain file is served.
  const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? '');
  appendFileSync(join(root, 'sw.js'), `\n// next build ${Date.now()}\n`);
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(root, copy), { force: true });
  t.match(readFileSync(join(root, 'sw.js'), 'utf8'), /next build/);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const offer = page.getByText('A new version is ready.');
  await offer.waitFor({ timeout: 20_000 });
  t.pass('the waiting worker of the new build is offered: "A new version is ready."');
  t.ok(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null), 'the new worker waits (the old one still serves the page)');

  await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.getByRole('button', { name: 'Reload' }).click()]);
  await page.locator('#auth-title').waitFor();
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, active: registration?.active?.scriptURL ?? '', controlled: navigator.serviceWorker.controller !== null };
  });
  t.same(after, { waiting: null, active: first, controlled: true }, 'after Reload the new worker is active and controls the page; nothing waits');
  t.equal(await page.getByText('A new version is ready.').count(), 0, 'and the offer is gone');
});
