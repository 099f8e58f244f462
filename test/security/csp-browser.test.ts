/**
 * Security headers on the built web app, in a real Chromium: index.html, scripts and styles come
 * with the Content-Security-Policy (no inline scripts or styles allowed), and every page of the
 * app — public ones anonymously, the rest as a logged-in admin with data on them (charts, a
 * forum post with its live socket.io connection, the admin pages) — loads without a single CSP
 * violation (`securitypolicyviolation` events and console reports both count).
 */
import t from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, serveApp, settled, watchNetwork } from '../e2e/browser.ts';
import { logIn } from '../e2e/session.ts';

t.teardown(closeTestDatabase);

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** A page that records CSP violations (init script, added by the browser, not by the page). */
async function watchedPage(context: BrowserContext, violations: string[]): Promise<Page> {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = watchNetwork(await context.newPage());
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return page;
}

async function visit(page: Page, url: string, violations: string[]) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.locator('main').first().waitFor({ timeout: 10_000 });
  await settled(page); // lazy chunks, queries, charts
  for (const violation of await page.evaluate(() => window.cspViolations)) violations.push(`${url}: ${violation}`);
  return response;
}

t.test('the built app loads every page with no CSP violation', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin', name: 'Meera Admin' });
  await createQuestions(database.db, [{ questionText: 'What is 12 percent of 50?' }, { questionText: 'Which number is prime?' }]);
  const browser = await launchBrowser(t);
  const violations: string[] = [];

  const anonymous = await browser.newContext();
  const publicPage = await watchedPage(anonymous, violations);
  const index = await visit(publicPage, `${baseUrl}/login`, violations);
  const csp = index!.headers()['content-security-policy'] ?? '';
  t.match(csp, /script-src 'self'(;|$)/, 'index.html carries the CSP: scripts from the origin only');
  t.match(csp, /style-src 'self'(;|$)/, 'no inline styles');
  t.match(csp, /frame-ancestors 'none'/, 'not frameable');
  t.equal(index!.headers()['x-content-type-options'], 'nosniff');
  for (const path of ['/register', '/about']) await visit(publicPage, `${baseUrl}${path}`, violations);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const api = async (method: 'get' | 'post', path: string, data?: object) => {
    const res = await context.request[method](`${baseUrl}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, ...(data ? { data } : {}) });
    t.ok(res.ok(), `${method} ${path}: ${res.status()}`);
    return res.json();
  };
  await api('post', '/api/addResponse?questionId=1&timer=20&selectedOption=B');
  await api('post', '/api/addResponse?questionId=2&timer=9&selectedOption=A');
  const forum = await api('post', '/api/forum/forums', { title: 'CAT Quant', description: 'Arithmetic first' });
  const post = await api('post', '/api/forum/posts', { forumId: forum.id, title: 'Percentages', content: 'See https://example.org for notes' });
  const scriptAsset = (await (await context.request.get(`${baseUrl}/login`)).text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  t.ok(scriptAsset, 'index.html loads an external script');
  t.match((await context.request.get(`${baseUrl}${scriptAsset}`)).headers()['content-security-policy'], /default-src 'self'/, 'static assets carry the headers too');

  const page = await watchedPage(context, violations);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  for (const path of [
    '/',
    '/question-bank',
    '/questions?category=1',
    '/questions/1',
    '/profile',
    '/responses',
    '/submitted-questions',
    '/submit-question',
    '/resources',
    '/forum',
    `/forum/${forum.id}`,
    `/forum/${forum.id}/new`,
    `/forum/${forum.id}/post/${post.post.id}`,
    '/search?q=percent',
    '/admin',
  ]) {
    await visit(page, `${baseUrl}${path}`, violations);
  }
  t.ok(sockets.some((url) => url.includes('/socket.io/')), `socket.io connected over a websocket (connect-src 'self' allows it): ${sockets[0]}`);
  t.same(violations, [], 'no CSP violation on any page');
});
