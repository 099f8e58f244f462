/**
 * axe-core (WCAG 2.1 A and AA rules) on every page of the built app in Chromium, with data on it:
 * the public pages anonymously, the rest as a logged-in admin, on a desktop and on a phone-sized
 * screen. A violation names its rule and the elements.
 */
import t from 'tap';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('every page passes axe-core on a desktop and on a phone', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin', name: 'Asha Admin' });
  await createQuestions(database.db, [{ questionText: 'What is 12 percent of 50?' }, { questionText: 'Which number is prime?' }]);
  const browser = await launchBrowser(t);

  const visit = async (page: import('playwright-core').Page, path: string, label: string) => {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.locator('main').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(400); // lazy chunks, queries, charts
    const violations = await axeViolations(page);
    t.same(violations, [], `${label} ${path}: no axe violation`);
  };

  const anonymous = await browser.newContext();
  const publicPage = await anonymous.newPage();
  for (const path of ['/login', '/register', '/about']) await visit(publicPage, path, 'anonymous');
  // The check can fail: an image without a text alternative and an unlabelled field are caught.
  await publicPage.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><input type="text">'));
  t.same((await axeViolations(publicPage)).map((violation) => violation.id).sort(), ['image-alt', 'label'], 'axe reports a planted missing alt and label');

  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 740 }]) {
    const context = await browser.newContext({ viewport });
    await logIn(context, baseUrl, admin);
    const api = async (method: 'get' | 'post', path: string, data?: object) => {
      const res = await context.request[method](`${baseUrl}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, ...(data ? { data } : {}) });
      return res.json();
    };
    await api('post', '/api/addResponse?questionId=1&timer=20&selectedOption=B');
    const forum = await api('post', '/api/forum/forums', { title: `CAT Quant ${viewport.width}`, description: 'Arithmetic first' });
    const post = await api('post', '/api/forum/posts', { forumId: forum.id, title: 'Percentages', content: 'See https://example.org for notes' });
    await api('post', `/api/forum/posts/${post.post.id}/replies`, { content: 'Thanks, this helped' });
    const page = await context.newPage();
    for (const path of [
      '/',
      '/question-bank',
      '/questions?category=1',
      '/questions/1',
      '/questions/2',
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
      await visit(page, path, `${viewport.width}px`);
    }
    await context.close();
  }
});
