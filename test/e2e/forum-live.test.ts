/**
 * Forums in a real Chromium: two users on the same post; a reply and a like by one appear for the
 * other without a reload; only the author sees the post's delete button.
 */
import t from 'tap';
import { join } from 'node:path';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { launchBrowser, outputDir, serveApp, untilInRoom } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('a reply and a like appear live for another reader of the post', async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  const author = await createUser(database.db, { name: 'Kavya Menon' });
  const reader = await createUser(database.db, { name: 'Arjun Rao' });
  const browser = await launchBrowser(t);
  const authorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const readerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(authorContext, baseUrl, author);
  await logIn(readerContext, baseUrl, reader);
  const authorPage = await authorContext.newPage();
  const readerPage = await readerContext.newPage();
  const errors: string[] = [];
  for (const page of [authorPage, readerPage]) page.on('pageerror', (error) => errors.push(error.message));

  // The author creates a forum and a post through the pages.
  await authorPage.goto(`${baseUrl}/forum`);
  await authorPage.getByRole('button', { name: 'Create Forum' }).click();
  await authorPage.getByLabel('Title').fill('CAT Quant Strategy');
  await authorPage.getByLabel('Description').fill('How to pick and skip questions in the quant section');
  await authorPage.getByRole('button', { name: 'Create Forum' }).click();
  await authorPage.getByTestId('forum-item').filter({ hasText: 'CAT Quant Strategy' }).getByRole('link').first().click();
  await authorPage.waitForURL(/\/forum\/\d+$/);
  await authorPage.getByText('No posts yet. Be the first to create one!').waitFor();
  await authorPage.getByRole('link', { name: 'New Post' }).click();
  await authorPage.getByLabel('Title').fill('Which topics do you attempt first?');
  await authorPage.getByLabel('Content').fill('I start with arithmetic and leave geometry for the end. What works for you?');
  await authorPage.getByRole('button', { name: 'Create Post' }).click();
  await authorPage.waitForURL(/\/forum\/\d+\/post\/\d+$/);
  const postUrl = authorPage.url();
  t.pass('forum and post created from the pages');

  await readerPage.goto(postUrl);
  await readerPage.getByText('No replies yet. Be the first to reply!').waitFor();
  t.equal(await readerPage.getByTestId('post-delete').count(), 0, 'no delete button for a reader');
  t.equal(await authorPage.getByTestId('post-delete').count(), 1, 'the author sees delete');
  await untilInRoom(app, rooms.post(Number(/\/post\/(\d+)$/.exec(postUrl)![1])), 2); // both pages' sockets are in the post room

  // From here on, count how often each page fetches the whole post: live events carry what changed.
  const postId = Number(/\/post\/(\d+)$/.exec(postUrl)![1]);
  const postFetches = { author: 0, reader: 0 };
  for (const [who, page] of [['author', authorPage], ['reader', readerPage]] as const) {
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/forum/posts/${postId}`) postFetches[who] += 1;
    });
  }

  // The reader replies; the author sees it without reloading.
  await readerPage.getByTestId('reply-input').last().fill('Arithmetic first, then algebra. Geometry only if time permits.');
  await readerPage.getByRole('button', { name: 'Post Reply' }).last().click();
  await authorPage.getByTestId('reply').filter({ hasText: 'Geometry only if time permits' }).waitFor({ timeout: 10_000 });
  t.pass('the reply appeared live for the author');
  await readerPage.getByTestId('reply').filter({ hasText: 'Geometry only if time permits' }).waitFor();
  t.equal(await readerPage.getByTestId('reply').count(), 1, 'the replier sees their reply once (the answer and its live event are one reply)');
  t.equal(await authorPage.locator('.thread-section__count').innerText(), '1', 'the reply count follows');

  // The reader likes the post; the author's count changes without reloading.
  const authorLike = authorPage.getByTestId('post-like');
  t.equal(await authorLike.getAttribute('data-count'), '0', 'no likes yet');
  await readerPage.getByTestId('post-like').click();
  await authorPage.waitForFunction(() => document.querySelector('[data-testid="post-like"]')?.getAttribute('data-count') === '1', undefined, { timeout: 10_000 });
  t.pass('the like appeared live for the author');
  await authorPage.waitForTimeout(500);
  t.same(postFetches, { author: 0, reader: 0 }, 'neither page fetched the thread again for the reply or the like (the events carried them)');

  await authorPage.screenshot({ path: join(outputDir, 'forum-post.png'), fullPage: true });
  t.same(errors, [], 'no uncaught errors');
});
