/**
 * The installable app in Chromium (contract 8.5): the first visit installs the service worker and
 * precaches the shell; with the network cut, a reload still shows the app and says it is offline.
 */
import t from 'tap';
import { closeTestDatabase } from '../helpers/app.ts';
import { launchBrowser, serveApp } from './browser.ts';

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
