/**
 * axe-core (WCAG 2.1 A and AA rules) on every page of the built app in Chromium, with data on it
 * (an edited post, reply and comment, a titled resource): the public pages anonymously, the rest
 * as a logged-in admin, on a desktop and on a phone-sized screen, and again with axe's
 * best-practice rules, of which none of serious or critical impact may fail; also the open edit
 * forms, the resource delete dialog and the phone menu. A violation names its rule and the elements.
 */
import t from 'tap';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { axeViolations, wcagTags } from './axe.ts';
import { launchBrowser, serveApp, settled, watchNetwork } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);
// About 90 page visits, each checked twice by axe: minutes on a busy machine (tap's default is 120 s).
t.setTimeout(300_000);

t.test('every page passes axe-core on a desktop and on a phone', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin', name: 'Asha Admin' });
  await createQuestions(database.db, [{ questionText: 'What is 12 percent of 50?' }, { questionText: 'Which number is prime?' }]);
  const browser = await launchBrowser(t);

  /** WCAG A/AA: none at all; best practice: none serious or critical (one axe run for both). */
  const check = async (page: import('playwright-core').Page, label: string) => {
    const violations = await axeViolations(page, undefined, { bestPractice: true });
    const wcag = violations.filter((violation) => violation.tags.some((tag) => wcagTags.includes(tag)));
    t.same(wcag, [], `${label}: no axe violation`);
    const severe = violations.filter((violation) => !wcag.includes(violation) && (violation.impact === 'serious' || violation.impact === 'critical'));
    t.same(severe, [], `${label}: no serious or critical best-practice violation`);
  };
  const visit = async (page: import('playwright-core').Page, path: string, label: string) => {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.locator('main').first().waitFor({ timeout: 10_000 });
    await settled(page); // lazy chunks, queries, charts
    await check(page, `${label} ${path}`);
  };

  const anonymous = await browser.newContext();
  const publicPage = watchNetwork(await anonymous.newPage());
  for (const path of ['/login', '/register', '/about', '/forgot-password', '/no-such-page']) await visit(publicPage, path, 'anonymous');
  // The check can fail: an image without a text alternative and an unlabelled field are caught.
  await publicPage.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><input type="text">'));
  const planted = (await axeViolations(publicPage, undefined, { bestPractice: true })).filter((violation) => violation.tags.some((tag) => wcagTags.includes(tag)));
  t.same(planted.map((violation) => violation.id).sort(), ['image-alt', 'label'], 'axe reports a planted missing alt and label as WCAG violations');

  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 740 }]) {
    const context = await browser.newContext({ viewport });
    await logIn(context, baseUrl, admin);
    const api = async (method: 'get' | 'post' | 'put', path: string, data?: object) => {
      const res = await context.request[method](`${baseUrl}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, ...(data ? { data } : {}) });
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
      return res.json();
    };
    await api('post', '/api/addResponse?questionId=1&timer=20&selectedOption=B');
    const forum = await api('post', '/api/forum/forums', { title: `CAT Quant ${viewport.width}`, description: 'Arithmetic first' });
    const post = await api('post', '/api/forum/posts', { forumId: forum.id, title: 'Percentages', content: 'See https://example.org for notes' });
    const reply = await api('post', `/api/forum/addReply/${post.post.id}`, { content: 'Thanks, this helped' });
    await api('put', `/api/forum/replies/${reply.id}`, { content: 'Thanks, this helped a lot' });
    await api('put', `/api/forum/posts/${post.post.id}`, { title: 'Percentages', content: 'See https://example.org for the notes' });
    const comment = await api('post', `/api/addComment?questionId=1&text=${encodeURIComponent('Half of 24 is 12')}`);
    await api('put', `/api/comments/${comment.id}`, { text: 'Half of 12 is 6' });
    const uploaded = await context.request.post(`${baseUrl}/api/uploadPdf`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: { pdfFile: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }, description: 'Formula notes', title: `Formula sheet ${viewport.width}` },
    });
    t.equal(uploaded.status(), 201, 'a titled resource to list');
    const page = watchNetwork(await context.newPage());
    for (const path of [
      '/',
      '/question-bank',
      '/questions?category=1',
      '/questions/1',
      '/questions/2',
      '/profile',
      '/responses',
      '/review',
      '/offline',
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

    // Open states: the edit forms, the resource delete dialog, the phone menu.
    await page.goto(`${baseUrl}/forum/${forum.id}/post/${post.post.id}`);
    await page.getByTestId('post-edit').click();
    await page.getByRole('form', { name: 'Edit post' }).waitFor();
    await page.getByTestId('reply').first().getByRole('button', { name: 'Edit your reply' }).click();
    await page.getByTestId('reply-edit-input').waitFor();
    await check(page, `${viewport.width}px post and reply being edited`);
    await page.goto(`${baseUrl}/questions/1`);
    await page.getByRole('button', { name: 'Edit your comment' }).first().click();
    await page.getByTestId('comment-edit-input').waitFor();
    await check(page, `${viewport.width}px comment being edited`);
    await page.goto(`${baseUrl}/resources`);
    await page.getByRole('button', { name: `Delete Formula sheet ${viewport.width}` }).click();
    await page.getByRole('dialog', { name: 'Delete this resource?' }).waitFor();
    await check(page, `${viewport.width}px resource delete dialog`);
    if (viewport.width < 600) {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('nav.mobile-menu__panel').getByRole('link', { name: 'Logout' }).waitFor();
      await check(page, `${viewport.width}px phone menu open`);
    }
    await context.close();
  }
});
