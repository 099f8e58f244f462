/**
 * Authors' edits, resource titles and deletion, the focus ring and the phone menu in a real
 * Chromium: editing a reply (Escape cancels; saving shows "edited") updates another reader's open
 * page live, as do a post's and a comment's edits; a resource uploaded with a title is listed by
 * it and deleted by its uploader after a confirm dialog; every keyboard focus ring has at least
 * 3:1 contrast against the colour around it; the phone menu offers Submitted Questions and Logout.
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import type { BrowserContext, Page } from 'playwright-core';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { launchBrowser, serveApp, settled, untilInRoom, watchNetwork } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** An API call in the context's session; throws unless it answers 2xx. */
async function api(context: BrowserContext, baseUrl: string, method: 'post' | 'get', path: string, data?: object) {
  const res = await context.request[method](`${baseUrl}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, ...(data ? { data } : {}) });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

async function collectErrors(pages: Page[]) {
  const errors: string[] = [];
  for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

t.test('an edited reply, post and comment show "edited" and reach another reader live', async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  const author = await createUser(database.db, { name: 'Kavya Menon' });
  const reader = await createUser(database.db, { name: 'Arjun Rao' });
  await createQuestions(database.db, [{ questionText: 'What is 20 percent of 80?' }]);
  const browser = await launchBrowser(t);
  const authorContext = await browser.newContext(desktop);
  const readerContext = await browser.newContext(desktop);
  await logIn(authorContext, baseUrl, author);
  await logIn(readerContext, baseUrl, reader);
  const forum = await api(authorContext, baseUrl, 'post', '/api/forum/forums', { title: 'CAT Quant', description: 'Arithmetic first' });
  const { post } = await api(authorContext, baseUrl, 'post', '/api/forum/posts', { forumId: forum.id, title: 'Percentages', content: 'Fractions help' });
  await api(authorContext, baseUrl, 'post', `/api/forum/addReply/${post.id}`, { content: 'First thought on percentages' });
  const authorPage = await authorContext.newPage();
  const readerPage = await readerContext.newPage();
  const errors = await collectErrors([authorPage, readerPage]);

  const postUrl = `${baseUrl}/forum/${forum.id}/post/${post.id}`;
  await Promise.all([authorPage.goto(postUrl), readerPage.goto(postUrl)]);
  const authorReply = authorPage.getByTestId('reply').first();
  const readerReply = readerPage.getByTestId('reply').first();
  await Promise.all([authorReply.waitFor(), readerReply.waitFor()]);
  await untilInRoom(app, rooms.post(post.id), 2); // both pages' sockets are in the post room
  t.equal(await readerReply.getByRole('button', { name: /^Edit/ }).count(), 0, 'no Edit on someone else’s reply');
  t.equal(await readerPage.getByTestId('post-edit').count(), 0, 'no Edit on someone else’s post');
  t.equal(await authorReply.getByTestId('edited-mark').count(), 0, 'not edited yet');

  // Escape cancels: the text stays, focus returns to Edit.
  const editButton = authorReply.getByRole('button', { name: 'Edit your reply' });
  await editButton.click();
  const box = authorReply.getByTestId('reply-edit-input');
  t.equal(await box.inputValue(), 'First thought on percentages', 'the box starts with the reply');
  t.ok(await box.evaluate((element) => element === document.activeElement), 'and has focus');
  await box.fill('Discarded change');
  await box.press('Escape');
  await box.waitFor({ state: 'detached' });
  t.ok(await authorReply.getByText('First thought on percentages').isVisible(), 'Escape keeps the old text');
  await authorPage.waitForFunction(() => document.activeElement?.textContent?.startsWith('Edit'));
  t.pass('focus is back on Edit');

  // Save: both pages show the new text and "edited" with its exact time.
  await editButton.click();
  await box.fill('Second thought: think in multipliers');
  await authorReply.getByRole('button', { name: 'Save' }).click();
  await authorReply.getByText('Second thought: think in multipliers').waitFor();
  await authorReply.getByTestId('edited-mark').waitFor();
  await readerReply.getByText('Second thought: think in multipliers').waitFor({ timeout: 10_000 });
  const mark = readerReply.getByTestId('edited-mark');
  await mark.waitFor();
  t.match(await mark.getAttribute('title'), /^Edited \d{1,2} \w{3} \d{4}, /, 'the exact time in the title');
  t.match(await mark.textContent(), /edited \d{1,2} \w{3} \d{4}/, 'and for screen readers');
  t.pass('the reader saw the edited reply without reloading');

  // The post's title and text.
  await authorPage.getByTestId('post-edit').click();
  const editForm = authorPage.getByRole('form', { name: 'Edit post' });
  await editForm.getByLabel('Title').fill('');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await editForm.getByText('Title is required').waitFor();
  t.pass('the creation rule applies to an edit');
  await editForm.getByLabel('Title').fill('Percentages, the fast way');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await authorPage.getByRole('heading', { level: 1, name: 'Percentages, the fast way' }).waitFor();
  await readerPage.getByRole('heading', { level: 1, name: 'Percentages, the fast way' }).waitFor({ timeout: 10_000 });
  await readerPage.locator('.forum-post').getByTestId('edited-mark').waitFor();
  t.pass('the edited post reached the reader live, marked edited');

  // A question comment.
  await api(authorContext, baseUrl, 'post', `/api/addComment?questionId=1&text=${encodeURIComponent('It is 16')}`);
  await Promise.all([authorPage.goto(`${baseUrl}/questions/1`), readerPage.goto(`${baseUrl}/questions/1`)]);
  // Neither has answered the question, so its discussion starts folded (contract section 7.5).
  for (const page of [authorPage, readerPage]) await page.getByRole('button', { name: messages.question.showDiscussion }).click();
  const authorComment = authorPage.getByTestId('comment').first();
  const readerComment = readerPage.getByTestId('comment').first();
  await Promise.all([authorComment.waitFor(), readerComment.waitFor()]);
  await untilInRoom(app, rooms.question(1), 2); // both pages' sockets are in the question's room
  t.equal(await readerComment.getByRole('button', { name: /^Edit/ }).count(), 0, 'no Edit on someone else’s comment');
  await authorComment.getByRole('button', { name: 'Edit your comment' }).click();
  const commentBox = authorComment.getByTestId('comment-edit-input');
  await commentBox.fill('It is 16, since 80 / 5 = 16');
  await commentBox.press('Control+Enter');
  await authorComment.getByText('It is 16, since 80 / 5 = 16').waitFor();
  await readerComment.getByText('It is 16, since 80 / 5 = 16').waitFor({ timeout: 10_000 });
  await readerComment.getByTestId('edited-mark').waitFor();
  t.pass('the edited comment reached the reader live, marked edited');
  t.same(errors, [], 'no page errors');
});

t.test('a resource uploaded with a title is listed by it; its uploader deletes it after confirming', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const uploader = await createUser(database.db, { name: 'Priya Nair' });
  const other = await createUser(database.db, { name: 'Rahul Das' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext(phone);
  await logIn(context, baseUrl, uploader);
  const page = await context.newPage();
  const errors = await collectErrors([page]);

  await page.goto(`${baseUrl}/resources`);
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a PDF' });
  await dialog.getByLabel('PDF file').setInputFiles({ name: 'qa-sheet-v3.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Formulas') });
  t.equal(await dialog.getByLabel('Title').getAttribute('placeholder'), 'qa-sheet-v3', 'the file name is the suggested title');
  await dialog.getByLabel('Title').fill('Quant formula sheet');
  await dialog.getByLabel('Description').fill('Every formula on one page');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.waitFor({ state: 'detached' });
  const item = page.getByTestId('resource-item').filter({ hasText: 'Quant formula sheet' });
  await item.getByRole('heading', { name: 'Quant formula sheet' }).waitFor();
  t.ok(await item.getByText('qa-sheet-v3.pdf').isVisible(), 'the file name shows under the title');

  const otherContext = await browser.newContext(desktop);
  await logIn(otherContext, baseUrl, other);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(`${baseUrl}/resources`);
  await otherPage.getByRole('heading', { name: 'Quant formula sheet' }).waitFor();
  t.equal(await otherPage.getByRole('button', { name: /^Delete/ }).count(), 0, 'no Delete for another user');

  await item.getByRole('button', { name: 'Delete Quant formula sheet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this resource?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  t.ok(await item.isVisible(), 'Cancel keeps it');
  await item.getByRole('button', { name: 'Delete Quant formula sheet' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await item.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: 'Quant formula sheet deleted.' }).waitFor();
  t.pass('deleted and announced');
  const list = await api(context, baseUrl, 'get', '/api/getResources');
  t.same(list, [], 'gone from the server too');
  t.same(errors, [], 'no page errors');
});

/**
 * For the element with keyboard focus: its ring colour (outline, else the box-shadow's colour) and
 * the colour the ring sits on (for an outline drawn outside, the nearest ancestor background; for
 * one drawn inside, the element's own), and their contrast ratio.
 */
function focusRingContrast(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const parse = (color: string): [number, number, number, number] | null => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const [r, g, b, a] = match[1]!.split(/[,\s/]+/).filter(Boolean).map(Number);
      return [r!, g!, b!, a ?? 1];
    };
    const backgroundOf = (start: Element | null): [number, number, number] => {
      for (let node = start; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && color[3] > 0.5) return [color[0], color[1], color[2]];
      }
      return [255, 255, 255];
    };
    const style = getComputedStyle(element);
    let ring: string | null = null;
    let inside = false;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
      ring = style.outlineColor;
      inside = parseFloat(style.outlineOffset) < 0;
    } else {
      // A text box inside a styled wrapper (input-box, search bars) draws the ring on the wrapper.
      for (let node: Element | null = element; node && !ring; node = node.parentElement) {
        const shadow = getComputedStyle(node).boxShadow;
        if (shadow && shadow !== 'none') ring = shadow.match(/rgba?\([^)]+\)/)?.[0] ?? null;
        if (node.matches('.input-box, .header-search, .users-search, form, main')) break;
      }
    }
    const luminance = ([r, g, b]: [number, number, number]) => {
      const channel = (value: number) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ringColor = ring ? parse(ring) : null;
    const ground = backgroundOf(inside ? element : element.parentElement);
    if (!ringColor) return { what: `${element.tagName.toLowerCase()}.${element.className}`, ring, ratio: 0 };
    const [l1, l2] = [luminance([ringColor[0], ringColor[1], ringColor[2]]), luminance(ground)].sort((a, b) => b - a);
    return { what: `${element.tagName.toLowerCase()}.${element.className}`, ring, ratio: (l1! + 0.05) / (l2! + 0.05) };
  });
}

t.test('every focus ring reached by Tab has at least 3:1 contrast with what surrounds it', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin', name: 'Asha Admin' });
  await createQuestions(database.db, [{ questionText: 'What is 12 percent of 50?' }]);
  const browser = await launchBrowser(t);
  const context = await browser.newContext(desktop);
  await logIn(context, baseUrl, admin);
  const forum = await api(context, baseUrl, 'post', '/api/forum/forums', { title: 'Focus forum', description: 'Rings' });
  const { post } = await api(context, baseUrl, 'post', '/api/forum/posts', { forumId: forum.id, title: 'Focus post', content: 'Text' });
  await api(context, baseUrl, 'post', `/api/forum/addReply/${post.id}`, { content: 'A reply' });
  const page = watchNetwork(await context.newPage());
  // tsx names the helper functions of `focusRingContrast` through `__name`, which the page lacks.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  // Before the change the ring was #93b4ff: 2.1:1 on white. The check must see such a ring fail.
  await page.goto(`${baseUrl}/forum`);
  await page.locator('main').waitFor();
  await page.evaluate(() => document.documentElement.style.setProperty('--focus-ring', '#93b4ff'));
  await page.keyboard.press('Tab');
  const weak = await focusRingContrast(page);
  t.ok(weak && weak.ratio < 3, `a pale ring is caught (${weak?.ratio.toFixed(2)}:1)`);

  const seen = new Set<string>();
  for (const path of ['/', '/forum', `/forum/${forum.id}/post/${post.id}`, '/resources', '/profile', '/responses', '/admin', '/submit-question']) {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main').first().waitFor();
    await settled(page);
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      const result = await focusRingContrast(page);
      if (!result || seen.has(`${path} ${result.what}`)) continue;
      seen.add(`${path} ${result.what}`);
      if (result.ratio < 3) t.fail(`${path}: ${result.what} ring ${result.ring} is ${result.ratio.toFixed(2)}:1`);
    }
  }
  t.ok(seen.size > 40, `${seen.size} focused elements checked`);
});

t.test('the phone menu lists Submitted Questions and Logout', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const user = await createUser(database.db, { name: 'Meera Shah' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext(phone);
  await logIn(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Start practising' }).waitFor();
  t.equal(await page.getByRole('link', { name: 'Start practising' }).getAttribute('href'), '/question-bank', 'home offers Start practising');
  t.equal(await page.getByText('Join the Community').count(), 0, 'not Join the Community');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('nav.mobile-menu__panel');
  await menu.getByRole('link', { name: 'Submitted Questions' }).waitFor();
  t.ok(await menu.getByRole('link', { name: 'Logout' }).isVisible(), 'Logout is in the phone menu');
  await menu.getByRole('link', { name: 'Submitted Questions' }).click();
  await page.waitForURL(/\/submitted-questions$/);
  t.ok(await menu.isHidden(), 'the menu closes on navigation');

  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.waitFor();
  await menu.getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/register');
  const isLogin = await context.request.get(`${baseUrl}/public/isLogin`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  t.equal(await isLogin.text(), 'false', 'logged out');
});
