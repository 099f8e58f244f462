/**
 * Bookmarks (docs/contract.md section 7.4) in a real Chromium: a student saves a question and a
 * forum post by keyboard (the toggle is a pressed button named "Saved"), finds both on /saved
 * (Questions and Posts tabs, axe-clean), sees the post's toggle in its forum's list, removes one
 * on /saved, and filters the question list by Bookmarked.
 */
import t from 'tap';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { bookmarks, forumPosts, forums, questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('save a question and a post by keyboard, see them on /saved, remove one, filter the bank', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2021', questionText: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: 'B' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2021', questionText: 'What is 3 x 3?', options: ['9', '6', '12', '3'], correctAnswer: 'A' },
  ]);
  const [q1, q2] = await db.select().from(questions).orderBy(asc(questions.id));
  const student = await createUser(db);
  const author = await createUser(db, { name: 'Ravi Author' });
  const [forum] = await db.insert(forums).values({ title: 'Quant doubts', description: 'Ask here', createdBy: author.id }).returning();
  const [post] = await db.insert(forumPosts).values({ forumId: forum!.id, authorId: author.id, title: 'How to revise percentages?', content: 'Any tips?' }).returning();

  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // The question page: "Save question", pressed by keyboard, becomes "Saved" (aria-pressed).
  await page.goto(`${baseUrl}/questions/${q1!.id}`);
  const saveQuestion = page.getByRole('button', { name: 'Save question' });
  await saveQuestion.waitFor();
  t.equal(await saveQuestion.getAttribute('aria-pressed'), 'false', 'not saved yet');
  await saveQuestion.focus();
  await page.keyboard.press('Enter');
  const savedQuestion = page.getByRole('button', { name: 'Saved', pressed: true });
  await savedQuestion.waitFor();
  t.pass('Enter saves the question: the toggle says Saved, pressed');
  await t.resolves(waitForRows(db, student.id, 1), 'stored');

  // The post page: Space on "Save post".
  await page.goto(`${baseUrl}/forum/${forum!.id}/post/${post!.id}`);
  const savePost = page.getByRole('button', { name: 'Save post' });
  await savePost.waitFor();
  await savePost.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
  t.pass('Space saves the post');
  await waitForRows(db, student.id, 2);

  // The forum's post list shows the same toggle, pressed, described by the post's title.
  await page.goto(`${baseUrl}/forum/${forum!.id}`);
  const listed = page.getByTestId('post-item').getByRole('button', { name: 'Saved', pressed: true });
  await listed.waitFor();
  t.equal(await listed.getAttribute('aria-describedby'), `post-${post!.id}-title`, 'the list toggle names its post');

  // The Saved page from the phone menu: both tabs, each linking to its item.
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Saved', exact: true }).click();
  await page.waitForURL(/\/saved$/);
  await page.getByRole('heading', { name: 'Saved', level: 1 }).waitFor();
  const questionItem = page.getByTestId('saved-question');
  await questionItem.waitFor();
  t.equal(await questionItem.count(), 1, 'one saved question');
  t.equal(await questionItem.getByRole('link').getAttribute('href'), `/questions/${q1!.id}`, 'linking to the question');
  t.match(await questionItem.innerText(), /What is 2 \+ 2\?/, 'with its text');
  t.same(await axeViolations(page), [], 'axe: no violations on /saved (Questions)');

  await page.getByRole('tab', { name: 'Questions' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/tab=posts/);
  const postItem = page.getByTestId('saved-post');
  await postItem.waitFor();
  t.equal(await postItem.getByRole('link').getAttribute('href'), `/forum/${forum!.id}/post/${post!.id}`, 'the post links to its page');
  t.match(await postItem.innerText(), /How to revise percentages\?[\s\S]*Ravi Author/, 'with its title and author');
  t.same(await axeViolations(page), [], 'axe: no violations on /saved (Posts)');

  // Remove the post from the Saved page: it leaves the list, the empty state shows.
  await postItem.getByRole('button', { name: 'Saved' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('No saved posts yet.', { exact: false }).waitFor();
  t.pass('unsaved: the Posts tab is empty');
  await waitForRows(db, student.id, 1);
  t.same(await axeViolations(page), [], 'axe: no violations on the empty state');

  // The question list filtered by Bookmarked.
  await page.goto(`${baseUrl}/questions?category=${q1!.categoryId}`);
  await page.locator(`[data-question-id="${q2!.id}"]`).waitFor();
  await page.getByTestId('status-filter').getByLabel('Bookmarked').check();
  await page.waitForURL(/status=bookmarked/);
  await page.waitForFunction(
    (expected) => Array.from(document.querySelectorAll('[data-question-id]')).map((a) => a.getAttribute('data-question-id')).join(',') === expected,
    String(q1!.id),
  );
  t.pass('Bookmarked: only the saved question');
  t.equal(await page.locator(`[data-question-id="${q1!.id}"]`).getByTestId('saved-mark').textContent(), 'Saved', 'marked Saved in the list');

  // Unsave on the question page; the bookmark row goes.
  await page.goto(`${baseUrl}/questions/${q1!.id}`);
  const toggle = page.getByRole('button', { name: 'Saved', pressed: true });
  await toggle.waitFor();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save question', pressed: false }).waitFor();
  await waitForRows(db, student.id, 0);
  t.pass('unsaved from the question page');
  t.same(pageErrors, [], 'no page errors');
});

/** Waits (up to 5 s) until the user has `n` bookmarks stored. */
async function waitForRows(db: Database, userId: number, n: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await bookmarksOf(db, userId)).length === n) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${n} bookmarks`);
}

const bookmarksOf = (db: Database, userId: number) => db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
