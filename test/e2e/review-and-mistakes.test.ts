/**
 * In a real Chromium: a student submits a question, an admin approves it and the student then
 * finds it in the question bank; and the error log keeps a wrongly answered question until it is
 * answered right.
 */
import t from 'tap';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { questions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('a submitted question, once approved, is found in the question bank', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await seedDemo(database.db);
  const student = await createUser(database.db, { name: 'Neha Contributor' });
  const admin = await createUser(database.db, { name: 'Site Admin', role: 'admin' });
  const browser = await launchBrowser(t);
  const studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(studentContext, baseUrl, student);
  await logIn(adminContext, baseUrl, admin);
  const page = await studentContext.newPage();

  const questionText = 'If 3x + 7 = 25, what is the value of 2x - 1?';
  await page.goto(`${baseUrl}/submit-question`);
  await page.getByLabel('Category').selectOption({ label: 'Quantitative Aptitude' });
  await page.getByLabel('Topic').fill('Algebra - Linear Equations');
  await page.getByLabel('Source').fill('Community Practice Set');
  await page.getByRole('button', { name: 'Submit Question' }).click();
  await page.getByText('Question Text is required').waitFor();
  t.pass('blank question text is refused with the schema message');
  await page.getByLabel('Question Text').fill(questionText);
  for (const [letter, value] of [['A', '9'], ['B', '11'], ['C', '13'], ['D', '15']] as const) {
    await page.getByLabel(`Option ${letter}`, { exact: true }).fill(value);
  }
  await page.getByRole('group', { name: 'Correct Answer' }).getByLabel('B', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit Question' }).click();
  await page.getByText('Thanks! Your question is waiting for review.').waitFor();
  t.pass('submitted for review');

  // #content: the header's notification dropdown holds the same text once the question is approved.
  await page.goto(`${baseUrl}/submitted-questions`);
  await page.locator('#content').getByText(questionText).waitFor();
  t.match(await page.locator('main').innerText(), /Pending/, 'listed as Pending');

  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${baseUrl}/admin`);
  const card = adminPage.getByTestId('pending-question').filter({ hasText: questionText });
  await card.waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  await adminPage.getByText(messages.review.noPending).waitFor();
  t.pass('approved; the pending list is empty');

  await page.goto(`${baseUrl}/question-bank`);
  const panel = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await panel('Categories').getByRole('button', { name: 'Quantitative Aptitude' }).click();
  await panel('Topics').getByRole('button', { name: 'Algebra - Linear Equations' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('#content').getByText(questionText).waitFor();
  t.pass('the approved question is in the question bank');
  await page.goto(`${baseUrl}/submitted-questions`);
  await page.locator('#content').getByText(questionText).waitFor();
  t.match(await page.locator('main').innerText(), /Approved/, 'now listed as Approved');
});

t.test('the error log keeps a wrong answer until the question is answered right', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await seedDemo(database.db);
  const student = await createUser(database.db);
  const [question] = await database.db.select().from(questions).where(eq(questions.id, 5));
  const right = question!.correctAnswer;
  const wrong = right === 'A' ? 'B' : 'A';
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();

  const answer = async (option: string) => {
    await page.goto(`${baseUrl}/questions/${question!.id}`);
    await page.getByRole('button', { name: 'Start timer' }).click();
    // Select, then submit (contract section 7.5).
    await page.getByTestId(`option-${option}`).click();
    await page.getByTestId('submit-answer').click();
    await page.getByTestId('result').waitFor();
  };

  await answer(wrong);
  t.match(await page.getByTestId('result').innerText(), /Incorrect/, 'answered wrong');
  await page.getByTestId('crowd-stats').waitFor();
  t.pass('crowd statistics shown after answering');

  await page.goto(`${baseUrl}/responses`);
  await page.getByTestId('view-mistakes').click();
  const entry = page.getByTestId('error-log-entry');
  await entry.first().waitFor();
  t.equal(await entry.count(), 1, 'one question in the error log');
  await entry.getByLabel('Why did this go wrong?').selectOption({ label: 'Careless slip' });
  await page.waitForResponse((response) => response.url().includes('/api/getErrorLog') && response.ok());
  await page.screenshot({ path: join(outputDir, 'error-log.png'), fullPage: true });

  await entry.getByRole('link', { name: /Re-attempt/ }).click();
  await page.waitForURL(new RegExp(`/questions/${question!.id}$`));
  await answer(right);
  t.match(await page.getByTestId('result').innerText(), /Correct/, 'answered right');

  await page.goto(`${baseUrl}/responses`);
  await page.getByTestId('view-mistakes').click();
  await page.getByText('No mistakes to review. Nice work!').waitFor();
  t.equal(await page.getByTestId('error-log-entry').count(), 0, 'the question left the error log');
});
