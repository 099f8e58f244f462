/**
 * How a page's code and data load, in a real Chromium (contract section 7.8, delivery): the login
 * check and a question's data are asked for before the page's own files (a phone's browser opens
 * few connections per host, and data queued behind a page's files arrived last); the discussion's
 * code is not among the files the question needs before it can show; a page whose file fails to
 * load shows the router's error page, and the next visit loads it.
 */
import t from 'tap';
import { messages } from '@common/messages.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('the login check and the question go out before the page files; the discussion code waits', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const student = await createUser(database.db, { name: 'Meera Iyer' });
  await createQuestions(database.db, [{ questionText: 'What is 15 percent of 80?' }]);
  const browser = await launchBrowser(t);
  const context = await browser.newContext();
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${baseUrl}/questions/1`);
  await page.getByTestId('question-heading').waitFor();
  const first = (pattern: RegExp) => requested.findIndex((path) => pattern.test(path));
  const pageFile = first(/^\/assets\/QuestionDetailPage-[\w-]+\.js$/);
  t.ok(pageFile > 0, `the page's file was requested (#${pageFile})`);
  t.ok(first(/^\/public\/isLogin$/) >= 0 && first(/^\/public\/isLogin$/) < pageFile, 'the login check went out before it');
  t.ok(first(/^\/api\/getQuestionsbyId$/) >= 0 && first(/^\/api\/getQuestionsbyId$/) < pageFile, 'the question went out before it');
  const discussion = first(/^\/assets\/CommentThread-[\w-]+\.js$/);
  // The page's files: its own and the shared chunks but the editor's, which comes with the discussion (web/chunks.ts).
  const lastPageFile = Math.max(...requested.map((path, index) => (/^\/assets\/(QuestionDetailPage|shared(?!-editor))-[\w-]+\.js$/.test(path) ? index : -1)));
  t.ok(discussion > lastPageFile, `the discussion's code was asked for after the page's files (#${discussion} > #${lastPageFile})`);
  // Folded until answered, then it opens at once from the file already loaded.
  await page.getByRole('button', { name: messages.question.showDiscussion }).click();
  await page.getByTestId('comment-thread').waitFor();
  t.pass('the discussion opens');
});

t.test('a page whose file fails to load shows the error page; the next visit loads it', async (t) => {
  const { baseUrl } = await serveApp(t);
  const browser = await launchBrowser(t);
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/login`);
  await page.locator('#auth-title').waitFor();
  // The About page's file cannot be fetched (a dropped connection).
  await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.getByRole('link', { name: 'About the Community' }).click();
  await page.getByRole('heading', { name: messages.routerFallback }).waitFor();
  t.pass(`"${messages.routerFallback}" is shown`);
  await page.unroute(/\/assets\/AboutPage-[\w-]+\.js$/);
  await page.goBack();
  await page.locator('#auth-title').waitFor();
  await page.getByRole('link', { name: 'About the Community' }).click();
  await page.locator('main').filter({ hasNotText: messages.routerFallback }).first().waitFor();
  t.match(page.url(), /\/about$/, 'the About page loads on the next visit');
  t.notOk(await page.getByRole('heading', { name: messages.routerFallback }).isVisible(), 'without the error page');
});

t.test('a discussion whose file fails to load leaves the question in place and offers to try again', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const student = await createUser(database.db, { name: 'Farhan Ali' });
  await createQuestions(database.db, [{ questionText: 'What is 25 percent of 60?' }]);
  const browser = await launchBrowser(t);
  const context = await browser.newContext();
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const commentThreadFile = /\/assets\/CommentThread-[\w-]+\.js$/;
  await page.route(commentThreadFile, (route) => route.abort('connectionreset'));
  await page.goto(`${baseUrl}/questions/1`);
  await page.getByTestId('question-heading').waitFor();
  await page.getByRole('button', { name: messages.question.showDiscussion }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Could not load the discussion' });
  await problem.waitFor();
  t.pass('the failure is announced where the discussion goes');
  t.ok(await page.getByTestId('question-heading').isVisible(), 'the question stays on the page');
  t.notOk(await page.getByRole('heading', { name: messages.routerFallback }).isVisible(), 'no error page');
  await page.unroute(commentThreadFile);
  await problem.getByRole('button', { name: 'Try again' }).click();
  await page.getByTestId('comment-thread').waitFor();
  t.notOk(await problem.isVisible(), 'Try again loads the discussion');
});
