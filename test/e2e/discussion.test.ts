/**
 * Question discussion in a real Chromium: two users on the same question, one comments and the
 * other sees it appear without reloading; replies nest; only one reply form is open at a time;
 * comment text is shown as text with safe links; likes and dislikes reach the other user live.
 */
import t from 'tap';
import { join } from 'node:path';
import { messages } from '@common/messages.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { launchBrowser, outputDir, serveApp, untilInRoom } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('a comment and a reply appear live for another user on the same question', async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  await seedDemo(database.db);
  const asha = await createUser(database.db, { name: 'Asha Verma' });
  const ravi = await createUser(database.db, { name: 'Ravi Iyer' });
  const browser = await launchBrowser(t);
  const contextA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const contextB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(contextA, baseUrl, asha);
  await logIn(contextB, baseUrl, ravi);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const errors: string[] = [];
  for (const page of [pageA, pageB]) page.on('pageerror', (error) => errors.push(error.message));

  await Promise.all([pageA.goto(`${baseUrl}/questions/1`), pageB.goto(`${baseUrl}/questions/1`)]);
  // Neither has answered: the discussion is folded until asked for (contract section 7.5).
  await Promise.all([pageA, pageB].map((page) => page.getByRole('button', { name: messages.question.showDiscussion }).click()));
  await Promise.all([pageA.getByTestId('comment-thread').waitFor(), pageB.getByTestId('comment-thread').waitFor()]);
  await untilInRoom(app, rooms.question(1), 2); // both pages' sockets are in the question's room

  const text = 'Use the cycle of 7 mod 13, see https://example.org/cycles <script>window.hacked=1</script>';
  await pageA.getByTestId('comment-input').fill(text);
  await pageA.getByRole('button', { name: 'Post comment' }).click();

  const seenByB = pageB.getByTestId('comment').filter({ hasText: 'Use the cycle of 7 mod 13' });
  await seenByB.waitFor({ timeout: 10_000 });
  t.pass('the comment appeared for the other user without a reload');
  t.match(await seenByB.innerText(), /<script>window\.hacked=1<\/script>/, 'markup is shown as text');
  t.equal(await pageB.evaluate(() => (window as unknown as { hacked?: number }).hacked), undefined, 'the script did not run');
  const link = seenByB.getByRole('link', { name: 'https://example.org/cycles' });
  t.equal(await link.getAttribute('rel'), 'noopener noreferrer nofollow', 'the link is detected and safe');

  // Ravi replies; the reply nests under Asha's comment for both.
  await seenByB.getByRole('button', { name: 'Reply' }).click();
  await pageB.getByTestId('reply-input').fill('Thanks, the cycle length is 12.');
  await pageB.getByRole('button', { name: 'Post reply' }).click();
  const nestedForA = pageA.getByRole('list', { name: 'Replies to Asha Verma' }).getByTestId('comment').filter({ hasText: 'cycle length is 12' });
  await nestedForA.waitFor({ timeout: 10_000 });
  t.pass('the reply appeared live, nested under the comment');

  // Only one reply form at a time.
  const comments = pageA.getByTestId('comment');
  await comments.nth(0).getByRole('button', { name: 'Reply' }).first().click();
  t.equal(await pageA.getByTestId('reply-input').count(), 1, 'one reply form open');
  await comments.nth(1).getByRole('button', { name: 'Reply' }).click();
  t.equal(await pageA.getByTestId('reply-input').count(), 1, 'opening another closes the first');
  await pageA.keyboard.press('Escape');
  t.equal(await pageA.getByTestId('reply-input').count(), 0, 'Escape closes it');

  // Likes: Asha likes Ravi's reply; Ravi sees the count change without reloading, his own
  // reaction still unpressed.
  const likeButton = comments.nth(1).getByRole('button', { name: /Like/ }).first();
  const replyId = await comments.nth(1).getAttribute('data-comment-id');
  const likeSeenByB = pageB.locator(`[data-comment-id="${replyId}"]`).getByRole('button', { name: /Like/ }).first();
  t.equal(await likeSeenByB.getAttribute('data-count'), '0', 'no likes yet for the other user');
  await likeButton.click();
  await pageA.waitForFunction(() => document.querySelectorAll('[data-testid="comment"]')[1]?.querySelector('[aria-pressed="true"]') !== null);
  t.equal(await likeButton.getAttribute('aria-pressed'), 'true', 'liked');
  await pageB.waitForFunction((id) => document.querySelector(`[data-comment-id="${id}"] button[data-count]`)?.getAttribute('data-count') === '1', replyId, { timeout: 10_000 });
  t.pass('the like appeared for the other user without a reload');
  t.equal(await likeSeenByB.getAttribute('aria-pressed'), 'false', "the other user's own reaction is unchanged");

  // Ravi dislikes it too: both counts reach Asha live, her like still pressed.
  await likeSeenByB.locator('xpath=following-sibling::button[1]').click();
  await pageA.waitForFunction((id) => document.querySelectorAll(`[data-comment-id="${id}"] button[data-count]`)[1]?.getAttribute('data-count') === '1', replyId, { timeout: 10_000 });
  t.equal(await likeButton.getAttribute('aria-pressed'), 'true', 'my like is still shown as mine');
  t.equal(await likeButton.getAttribute('data-count'), '1', 'and counted once');
  await pageA.screenshot({ path: join(outputDir, 'discussion.png'), fullPage: true });
  t.same(errors, [], 'no uncaught errors');
});
