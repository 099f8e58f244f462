/**
 * Accepted answers live in a real Chromium (contract 8.4, docs/contract.md section 6): while a
 * reader has a post or a question's discussion open, its author accepts and then unaccepts a reply
 * (a comment); the reader sees the accepted mark come and go from the `post:accepted`
 * (`comment:accepted`) event alone, with no fetch of the post or of the comment thread.
 */
import t from 'tap';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { questions } from '../../server/db/schema/index.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { addReply, createForum, createPost } from '../helpers/forums.ts';
import { TestClient } from '../helpers/http.ts';
import { launchBrowser, serveApp, untilInRoom } from './browser.ts';
import { logIn } from './session.ts';
import { openDiscussion } from './discussion.ts';

t.teardown(closeTestDatabase);

/** Opens the question's discussion and waits for its comments. */
async function openComments(page: Page): Promise<void> {
  await openDiscussion(page);
  await page.getByTestId('comment').first().waitFor();
}

t.test("another reader sees the author's accept and unaccept of a reply and of a comment without a fetch", async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  const db = database.db;
  const asha = await createUser(db, { name: 'Asha Verma' });
  const ravi = await createUser(db, { name: 'Ravi Iyer' });
  const client = new TestClient(app);
  await client.login(ravi.username, ravi.password);
  const ashaClient = new TestClient(app);
  await ashaClient.login(asha.username, asha.password);
  const forum = await createForum(ashaClient, { title: 'Quant doubts' });
  const post = (await createPost(ashaClient, forum.id, { title: 'Work and time doubt' })).post;
  await addReply(client, post.id, 'Take the LCM of the days as the total work.');
  await addReply(client, post.id, 'Or add the rates.');
  await createQuestions(db, [{ questionText: 'If 3x = 12, what is x?' }], asha.id);
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.submittedBy, asha.id)).orderBy(desc(questions.id)).limit(1);
  const questionId = question!.id;
  await client.post(`/api/addComment?${new URLSearchParams({ questionId: String(questionId), text: 'Guess and check.' })}`);
  await client.post(`/api/addComment?${new URLSearchParams({ questionId: String(questionId), text: 'Divide both sides by 3: x = 4.' })}`);

  const browser = await launchBrowser(t);
  const authorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const readerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(authorContext, baseUrl, asha);
  await logIn(readerContext, baseUrl, ravi);
  const author = await authorContext.newPage();
  const reader = await readerContext.newPage();
  const errors: string[] = [];
  for (const page of [author, reader]) page.on('pageerror', (error) => errors.push(error.message));
  // Every GET of the post or of the question's comments the reader's page makes.
  const fetches = { post: 0, comments: 0 };
  reader.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET') return;
    if (url.pathname === `/api/forum/posts/${post.id}`) fetches.post += 1;
    if (url.pathname === '/api/getCommentsbyId' && url.searchParams.get('id') === String(questionId)) fetches.comments += 1;
  });

  // The post.
  const postUrl = `${baseUrl}/forum/${forum.id}/post/${post.id}`;
  await Promise.all([author.goto(postUrl), reader.goto(postUrl)]);
  await Promise.all([author, reader].map((page) => page.getByTestId('reply').first().waitFor()));
  await untilInRoom(app, rooms.post(post.id), 2);
  t.equal(fetches.post, 1, 'the reader fetched the post once, to show it');
  const readerReply = reader.getByTestId('reply').filter({ hasText: 'Or add the rates.' });
  await author.getByTestId('reply').filter({ hasText: 'Or add the rates.' }).getByRole('button', { name: 'Accept Ravi Iyer’s reply as the answer' }).click();
  await readerReply.getByText('✓ Accepted answer').waitFor({ timeout: 10_000 });
  t.pass("the reader sees the author's accepted answer");
  t.equal(await reader.getByText('✓ Accepted answer').count(), 1, 'one accepted answer');
  await author.getByTestId('reply').filter({ hasText: 'Take the LCM' }).getByRole('button', { name: 'Accept Ravi Iyer’s reply as the answer' }).click();
  await reader.getByTestId('reply').filter({ hasText: 'Take the LCM' }).getByText('✓ Accepted answer').waitFor({ timeout: 10_000 });
  t.equal(await readerReply.getByText('✓ Accepted answer').count(), 0, 'accepting another moves the mark');
  await author.getByTestId('reply').filter({ hasText: 'Take the LCM' }).getByRole('button', { name: /Unaccept/ }).click();
  await reader.waitForFunction(() => !document.querySelector('.thread-entry--highlighted'), undefined, { timeout: 10_000 });
  t.equal(await reader.getByText('✓ Accepted answer').count(), 0, 'the unaccept reaches the reader: no accepted answer');
  await reader.waitForTimeout(500);
  t.equal(fetches.post, 1, 'the reader did not fetch the post again');

  // The question's discussion.
  const questionUrl = `${baseUrl}/questions/${questionId}`;
  await Promise.all([author.goto(questionUrl), reader.goto(questionUrl)]);
  await Promise.all([openComments(author), openComments(reader)]);
  await untilInRoom(app, rooms.question(questionId), 2);
  t.equal(fetches.comments, 1, 'the reader fetched the comments once, to show them');
  await author.getByTestId('comment').filter({ hasText: 'Divide both sides' }).getByRole('button', { name: 'Accept Ravi Iyer’s comment as the best explanation' }).click();
  await reader.getByTestId('comment').filter({ hasText: 'Divide both sides' }).getByText('✓ Best explanation').waitFor({ timeout: 10_000 });
  t.pass("the reader sees the author's best explanation");
  await reader.waitForFunction(() => document.querySelector('[data-testid="comment"]')?.textContent?.includes('Divide both sides'));
  t.pass('pinned first');
  await author.getByTestId('comment').filter({ hasText: 'Divide both sides' }).getByRole('button', { name: /Unaccept/ }).click();
  await reader.waitForFunction(() => !document.querySelector('.thread-entry--highlighted'), undefined, { timeout: 10_000 });
  t.equal(await reader.getByText('✓ Best explanation').count(), 0, 'the unaccept reaches the reader');
  await reader.waitForTimeout(500);
  t.equal(fetches.comments, 1, 'the reader did not fetch the comments again');
  t.same(errors, [], 'no uncaught errors');
});

t.test("a reader on the forum's post list sees the Solved badge come and go, and the Unsolved filter follow it", async (t) => {
  const { baseUrl, database, app } = await serveApp(t);
  const db = database.db;
  const asha = await createUser(db, { name: 'Asha Verma' });
  const ravi = await createUser(db, { name: 'Ravi Iyer' });
  const ashaClient = new TestClient(app);
  await ashaClient.login(asha.username, asha.password);
  const raviClient = new TestClient(app);
  await raviClient.login(ravi.username, ravi.password);
  const forum = await createForum(ashaClient, { title: 'DILR doubts' });
  const post = (await createPost(ashaClient, forum.id, { title: 'Seating arrangement doubt' })).post;
  const reply = await addReply(raviClient, post.id, 'Fix the person with the most constraints first.');

  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, ravi);
  const all = await context.newPage();
  const unsolved = await context.newPage();
  await all.goto(`${baseUrl}/forum/${forum.id}`);
  await unsolved.goto(`${baseUrl}/forum/${forum.id}?filter=unsolved`);
  const listed = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Seating arrangement doubt' });
  await Promise.all([listed(all).waitFor(), listed(unsolved).waitFor()]);
  await untilInRoom(app, rooms.forum(forum.id), 2);
  t.equal(await listed(all).getByTestId('solved-badge').count(), 0, 'not solved yet');

  t.equal((await ashaClient.post(`/api/forum/posts/${post.id}/accept`, { payload: { replyId: reply.id } })).statusCode, 200, 'the author accepts the reply');
  await listed(all).getByTestId('solved-badge').waitFor({ timeout: 10_000 });
  t.pass('the Solved badge appears on the open list without a reload');
  await listed(unsolved).waitFor({ state: 'detached', timeout: 10_000 });
  t.pass('the solved post leaves the Unsolved list');

  t.equal((await ashaClient.request({ method: 'DELETE', url: `/api/forum/posts/${post.id}/accept` })).statusCode, 200, 'the author unaccepts it');
  await listed(all).getByTestId('solved-badge').waitFor({ state: 'detached', timeout: 10_000 });
  await listed(unsolved).waitFor({ timeout: 10_000 });
  t.pass('unaccepted: the badge goes and the post is back under Unsolved');
});
