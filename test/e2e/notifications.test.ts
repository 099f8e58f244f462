/**
 * Notifications in a real Chromium: two users in two browser contexts. A reply by one makes the
 * other's bell count go up without a reload; the dropdown lists it and "Mark all read" clears the
 * count; the Notifications page and the open dropdown have no axe violations.
 */
import t from 'tap';
import { join } from 'node:path';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { forumPosts, forums } from '../../server/db/schema/index.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test("a reply raises the post author's bell live; the dropdown marks all read", async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const author = await createUser(database.db, { name: 'Kavya Menon' });
  const reader = await createUser(database.db, { name: 'Arjun Rao' });
  const [forum] = await database.db.insert(forums).values({ title: 'CAT Quant Strategy', description: 'Picking questions', createdBy: author.id }).returning();
  const [post] = await database.db
    .insert(forumPosts)
    .values({ forumId: forum!.id, authorId: author.id, title: 'Which topics first?', content: 'I start with arithmetic. What works for you?' })
    .returning();

  const browser = await launchBrowser(t);
  const authorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const readerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(authorContext, baseUrl, author);
  await logIn(readerContext, baseUrl, reader);
  const authorPage = await authorContext.newPage();
  const readerPage = await readerContext.newPage();
  const errors: string[] = [];
  for (const page of [authorPage, readerPage]) page.on('pageerror', (error) => errors.push(error.message));

  await authorPage.goto(`${baseUrl}/forum`);
  const bell = authorPage.getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  t.equal(await bell.getAttribute('aria-label'), 'Notifications', 'no unread notifications yet');

  await readerPage.goto(`${baseUrl}/forum/${forum!.id}/post/${post!.id}`);
  await readerPage.getByText('No replies yet. Be the first to reply!').waitFor();
  await readerPage.getByTestId('reply-input').last().fill('Arithmetic first, then algebra.');
  await readerPage.getByRole('button', { name: 'Post Reply' }).last().click();

  await authorPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
  t.pass('the bell says "Notifications, 1 unread" without a reload');
  t.equal(await authorPage.getByTestId('notification-count').textContent(), '1');

  await bell.click();
  t.equal(await bell.getAttribute('aria-expanded'), 'true');
  const item = authorPage.getByTestId('notification').filter({ hasText: 'Arjun Rao replied to your post' });
  await item.waitFor();
  t.match(await item.textContent(), 'Arithmetic first, then algebra.');
  t.equal(await item.getAttribute('href'), `/forum/${forum!.id}/post/${post!.id}`, 'it links to the post');
  const dropdownViolations = await axeViolations(authorPage, '.notification-bell');
  t.same(dropdownViolations, [], 'no axe violations in the open dropdown');
  await authorPage.screenshot({ path: join(outputDir, 'notifications-dropdown.png') });

  await authorPage.getByRole('button', { name: 'Mark all read' }).click();
  await authorPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
  t.equal(await authorPage.getByTestId('notification-count').count(), 0, 'the count is gone');

  await authorPage.keyboard.press('Escape');
  t.equal(await bell.getAttribute('aria-expanded'), 'false', 'Escape closes the dropdown');

  // a second reply, then the page: one unread, marked read by following it
  const box = readerPage.getByTestId('reply-input').last();
  await box.fill('Geometry last, ');
  await box.pressSequentially(`@${author.username.slice(0, 6)}`, { delay: 20 });
  const option = readerPage.getByRole('option', { name: new RegExp(`@${author.username}`) });
  await option.waitFor();
  t.equal(await box.getAttribute('aria-activedescendant'), await option.getAttribute('id'), 'the first suggestion is the active option');
  t.same(await axeViolations(readerPage, '.md-editor'), [], 'no axe violations with the mention list open');
  await box.press('Enter');
  t.equal(await box.inputValue(), `Geometry last, @${author.username} `, 'Enter completes the username');
  t.equal(await readerPage.getByRole('listbox', { name: 'Mention a user' }).count(), 0, 'the list closes');
  await readerPage.getByRole('button', { name: 'Post Reply' }).last().click();
  await authorPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
  await authorPage.goto(`${baseUrl}/notifications`);
  await authorPage.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
  t.equal(await authorPage.getByRole('main').getByRole('heading', { name: 'Notifications', level: 1 }).count(), 1, 'the page is the main landmark (issue 28 item 9)');
  const listed = authorPage.locator('.notifications-page').getByTestId('notification');
  await listed.first().waitFor();
  t.equal(await listed.count(), 2, 'both notifications listed');
  t.match(await listed.first().textContent(), /Unread: Arjun Rao replied to your post/);
  t.same(await axeViolations(authorPage), [], 'no axe violations on /notifications');
  await authorPage.screenshot({ path: join(outputDir, 'notifications-page.png'), fullPage: true });
  await listed.first().click();
  await authorPage.waitForURL(/\/forum\/\d+\/post\/\d+$/);
  await authorPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10_000 });
  t.pass('following a notification marks it read');

  // The digest setting on the profile page: saved, and still chosen after a reload.
  await authorPage.goto(`${baseUrl}/profile`);
  const daily = authorPage.getByRole('radio', { name: 'A daily e-mail of my unread notifications' });
  await daily.waitFor();
  t.ok(await authorPage.getByRole('radio', { name: 'No e-mail' }).isChecked(), 'off by default');
  await daily.check();
  await authorPage.getByTestId('digest-setting').getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await authorPage.reload();
  await daily.waitFor();
  t.ok(await daily.isChecked(), 'the daily digest is kept');
  t.same(await axeViolations(authorPage, '[data-testid="digest-setting"]'), [], 'no axe violations in the digest setting');
  t.same(errors, [], 'no uncaught errors');
});
