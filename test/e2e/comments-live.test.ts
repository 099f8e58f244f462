/**
 * Question comments live in a real Chromium, without refetching: while one user watches a
 * question's discussion, another comments, replies, edits and likes; each change appears on the
 * watcher's page from the live event alone, with no request for the comment thread after its first
 * load (issue "A community that answers": events are applied to the cached thread).
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { launchBrowser, serveApp, untilInRoom } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test("another user's comment, reply, edit and like reach a watcher without a fetch of the thread", async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  await seedDemo(database.db);
  const watcher = await createUser(database.db, { name: 'Meera Nair' });
  const writer = await createUser(database.db, { name: 'Kabir Shah' });
  const browser = await launchBrowser(t);
  const watcherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const writerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(watcherContext, baseUrl, watcher);
  await logIn(writerContext, baseUrl, writer);
  const watcherPage = await watcherContext.newPage();
  const writerPage = await writerContext.newPage();
  const errors: string[] = [];
  for (const page of [watcherPage, writerPage]) page.on('pageerror', (error) => errors.push(error.message));

  // Every GET of the question's comment thread the watcher's page makes, from its first load on.
  let threadFetches = 0;
  watcherPage.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/getCommentsbyId' && url.searchParams.get('id') === '1') threadFetches += 1;
  });

  await Promise.all([watcherPage.goto(`${baseUrl}/questions/1`), writerPage.goto(`${baseUrl}/questions/1`)]);
  // Neither has answered: the discussion is folded until asked for (contract section 7.5).
  await Promise.all([watcherPage, writerPage].map((page) => page.getByRole('button', { name: messages.question.showDiscussion }).click()));
  await watcherPage.getByText('No comments yet. Start the discussion!').waitFor();
  await writerPage.getByText('No comments yet. Start the discussion!').waitFor();
  await untilInRoom(app, rooms.question(1), 2); // both pages' sockets are in the question's room
  t.equal(threadFetches, 1, 'the watcher fetched the thread once, to show it');

  // A comment.
  await writerPage.getByTestId('comment-input').fill('Work mod 13: the powers of 7 repeat every 12.');
  await writerPage.getByRole('button', { name: 'Post comment' }).click();
  const comment = watcherPage.getByTestId('comment').filter({ hasText: 'powers of 7 repeat' });
  await comment.waitFor({ timeout: 10_000 });
  t.pass('the comment appeared for the watcher');
  await writerPage.getByTestId('comment').filter({ hasText: 'powers of 7 repeat' }).waitFor();
  t.equal(await writerPage.getByTestId('comment').count(), 1, 'the writer sees their comment once (the answer and its live event are one comment)');

  // A reply to it, nested under it.
  await writerPage.getByTestId('comment').first().getByRole('button', { name: 'Reply' }).click();
  await writerPage.getByTestId('reply-input').fill('So 7^100 leaves the same remainder as 7^4.');
  await writerPage.getByRole('button', { name: 'Post reply' }).click();
  await watcherPage.getByRole('list', { name: 'Replies to Kabir Shah' }).getByTestId('comment').filter({ hasText: 'same remainder as 7^4' }).waitFor({ timeout: 10_000 });
  t.pass('the reply appeared for the watcher, nested under the comment');
  t.equal(await watcherPage.locator('[data-testid="comment-thread"] .thread-section__count').innerText(), '2', 'the count follows');

  // An edit of the comment.
  const writerComment = writerPage.getByTestId('comment').first();
  await writerComment.getByRole('button', { name: 'Edit your comment' }).click();
  await writerComment.getByTestId('comment-edit-input').fill('Work mod 13: the powers of 7 repeat every 12 (Fermat).');
  await writerComment.getByTestId('comment-edit-input').press('Control+Enter');
  await comment.getByText('repeat every 12 (Fermat).').waitFor({ timeout: 10_000 });
  await comment.getByTestId('edited-mark').first().waitFor();
  t.pass('the edit appeared for the watcher, marked edited');

  // A like of the comment.
  const commentId = await comment.getAttribute('data-comment-id');
  await writerPage.locator(`[data-comment-id="${commentId}"]`).getByRole('button', { name: /Like/ }).first().click();
  await watcherPage.waitForFunction((id) => document.querySelector(`[data-comment-id="${id}"] button[data-count]`)?.getAttribute('data-count') === '1', commentId, { timeout: 10_000 });
  t.pass('the like appeared for the watcher');
  t.equal(await comment.getByRole('button', { name: /Like/ }).first().getAttribute('aria-pressed'), 'false', "the watcher's own reaction is unchanged");

  await watcherPage.waitForTimeout(500);
  t.equal(threadFetches, 1, 'the watcher did not fetch the thread again: the events carried the comment, the reply, the edit and the like');
  t.same(errors, [], 'no uncaught errors');
});
