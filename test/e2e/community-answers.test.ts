/**
 * A community that answers, in a real Chromium (contract 8.4): the post's author accepts a reply
 * (Accepted answer on it, Solved in the forum's list, gone from the Unsolved filter), sets the
 * thread to Watching, and the question's submitter accepts a comment, which is pinned first as
 * the best explanation; the pages fit a 360 px phone and axe finds no WCAG violation in them.
 */
import t from 'tap';
import { and, desc, eq } from 'drizzle-orm';
import { postWatches, questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { TestClient } from '../helpers/http.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';
import { openDiscussion } from './discussion.ts';

t.teardown(closeTestDatabase);

t.test('accepting a reply and a comment, the Unsolved filter and watching a thread', async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  const db = database.db;
  const asha = await createUser(db, { name: 'Asha Verma' });
  const ravi = await createUser(db, { name: 'Ravi Iyer' });
  const client = { asha: new TestClient(app), ravi: new TestClient(app) };
  await client.asha.login(asha.username, asha.password);
  await client.ravi.login(ravi.username, ravi.password);
  const forum = await createForum(client.asha, { title: 'Quant doubts' });
  const solvedPost = (await createPost(client.asha, forum.id, { title: 'Work and time doubt' })).post;
  const openPost = (await createPost(client.asha, forum.id, { title: 'Still open doubt' })).post;
  await addReply(client.ravi, solvedPost.id, 'Take the LCM of the days as the total work.');
  await createQuestions(db, [{ questionText: 'If 3x = 12, what is x?' }], asha.id);
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.submittedBy, asha.id)).orderBy(desc(questions.id)).limit(1);
  const comment = async (text: string) => client.ravi.post(`/api/addComment?${new URLSearchParams({ questionId: String(question!.id), text })}`);
  await comment('First thought: guess and check.');
  await comment('Divide both sides by 3: x = 4.');

  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await logIn(context, baseUrl, asha);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fitsPhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto(`${baseUrl}/forum/${forum.id}/post/${solvedPost.id}`);
  const reply = page.getByTestId('reply').filter({ hasText: 'LCM of the days' });
  await reply.waitFor();
  await reply.getByRole('button', { name: 'Accept Ravi Iyer’s reply as the answer' }).click();
  await reply.getByText('Accepted answer').waitFor({ timeout: 10_000 });
  t.pass('the accepted reply is marked');
  t.equal(await reply.getByRole('button', { name: /Unaccept/ }).getAttribute('aria-pressed'), 'true', 'its button now unaccepts');

  await page.getByRole('radio', { name: 'Watching' }).check();
  await t.resolves(
    (async () => {
      for (let i = 0; i < 50; i++) {
        const rows = await db.select().from(postWatches).where(and(eq(postWatches.postId, solvedPost.id), eq(postWatches.userId, asha.id)));
        if (rows[0]?.level === 'watching') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the watch level was not saved');
    })(),
    'Watching is saved',
  );
  t.ok(await page.getByRole('radio', { name: 'Watching' }).isChecked(), 'and shown');
  t.ok(await fitsPhone(), 'the post page fits 360 px');
  t.same(await axeViolations(page, 'main'), [], 'no WCAG violation on the post page');

  await page.goto(`${baseUrl}/forum/${forum.id}`);
  const solvedItem = page.getByTestId('post-item').filter({ hasText: 'Work and time doubt' });
  await solvedItem.getByTestId('solved-badge').waitFor();
  t.equal(await page.getByTestId('post-item').filter({ hasText: 'Still open doubt' }).getByTestId('solved-badge').count(), 0, 'an open post has no Solved badge');
  await page.getByRole('button', { name: 'Unsolved' }).click();
  await page.waitForURL(/filter=unsolved/);
  await page.getByTestId('post-item').filter({ hasText: 'Still open doubt' }).waitFor();
  t.equal(await page.getByTestId('post-item').filter({ hasText: 'Work and time doubt' }).count(), 0, 'Unsolved leaves out the solved post');
  t.equal(await page.getByRole('button', { name: 'Unsolved' }).getAttribute('aria-pressed'), 'true');
  t.ok(await fitsPhone(), 'the forum page fits 360 px');
  t.same(await axeViolations(page, 'main'), [], 'no WCAG violation on the forum page');
  void openPost;

  await page.goto(`${baseUrl}/questions/${question!.id}`);
  // Its submitter may know the answer, so the discussion may be open already.
  await openDiscussion(page);
  const second = page.getByTestId('comment').filter({ hasText: 'Divide both sides' });
  await second.getByRole('button', { name: 'Accept Ravi Iyer’s comment as the best explanation' }).click();
  await second.getByText('Best explanation').waitFor({ timeout: 10_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="comment"]')?.textContent?.includes('Divide both sides'));
  t.pass('the accepted comment is pinned first');
  t.ok(await fitsPhone(), 'the question page fits 360 px');
  t.same(await axeViolations(page, '[data-testid="comment-thread"]'), [], 'no WCAG violation in the discussion');
  t.same(errors, [], 'no uncaught errors');
});
