/**
 * The first paint does not wait for the application (issue 29, item 2): index.html carries the
 * shell as the app draws it while the login check is under way (brand, navigation, a loading
 * status), so a phone paints it before any script has arrived. Here, in a real Chromium: with every
 * script refused, the page still paints that shell (a first contentful paint, the brand, the
 * navigation and "Loading…" announced); once the app runs, it has replaced the static shell with its
 * own (one header, no static markup left) whose brand and navigation are the same markup, and whose
 * header is as tall as the static one at 390 and 1280 px (so nothing jumps when it takes over).
 */
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

/**
 * What the header shows, read from the page: its height, the brand's markup (tags, attributes in
 * name order without react-router's `data-discover`, text) and the main navigation's links. A
 * string: the test runner's transform would wrap the helper functions in one the page lacks.
 */
const readHeader = `(() => {
  const canonical = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    const attributes = [...node.attributes].filter((a) => a.name !== 'data-discover').map((a) => a.name + '="' + a.value + '"').sort();
    return '<' + node.localName + ' ' + attributes.join(' ') + '>' + [...node.childNodes].map(canonical).join('') + '</' + node.localName + '>';
  };
  return {
    height: Math.round(document.querySelector('.site-header').getBoundingClientRect().height),
    brand: canonical(document.querySelector('.site-header .brand')),
    links: [...document.querySelectorAll('.main-nav a')].map((link) => link.textContent + ' ' + link.getAttribute('href')),
  };
})()`;

async function header(page: Page): Promise<{ height: number; brand: string; links: string[] }> {
  return page.evaluate(readHeader);
}

async function open(browser: Browser, baseUrl: string, width: number, options: { scripts: boolean; user?: { username: string; password: string } }) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  t.teardown(() => context.close());
  if (options.user) await logIn(context, baseUrl, options.user);
  if (!options.scripts) await context.route(/\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${baseUrl}/forum`, { waitUntil: options.scripts ? 'load' : 'domcontentloaded' });
  return page;
}

t.test('the shell paints before any script runs, and the app takes it over unchanged', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const student = await createUser(database.db, { name: 'Meera Iyer' });
  const browser = await launchBrowser(t);

  for (const width of [390, 1280]) {
    const bare = await open(browser, baseUrl, width, { scripts: false, user: student });
    await bare.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 15_000 });
    t.pass(`${width} px: a first contentful paint with no script run`);
    t.ok(await bare.getByRole('link', { name: /^MBA Prep/ }).isVisible(), `${width} px: the brand shows`);
    t.equal(await bare.getByRole('status').textContent(), 'Loading…', `${width} px: "Loading…" is announced`);
    t.equal(await bare.locator('[data-static-shell]').count(), 1, `${width} px: it is the static shell`);
    const staticHeader = await header(bare);

    const app = await open(browser, baseUrl, width, { scripts: true, user: student });
    await app.getByRole('heading', { name: 'Forums' }).waitFor();
    t.equal(await app.locator('[data-static-shell]').count(), 0, `${width} px: the app replaced the static shell`);
    t.equal(await app.locator('.site-header').count(), 1, `${width} px: one header`);
    const appHeader = await header(app);
    t.equal(staticHeader.brand, appHeader.brand, `${width} px: the brand is the app's markup`);
    t.same(staticHeader.links, appHeader.links, `${width} px: the navigation has the app's links`);
    t.equal(staticHeader.height, appHeader.height, `${width} px: the header is as tall as the app's (${appHeader.height} px)`);
  }
});
