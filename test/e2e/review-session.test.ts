/**
 * In a real Chromium: the spaced review of mistakes (docs/contract.md section 7.4). A wrong answer
 * puts the question in the deck ("Review due (1)" on the home page and My Responses); the review
 * page walks it on the question page, answered right; "Review done" follows and nothing is due.
 * axe-core finds no violations on /review (with cards due, and empty).
 */
import t from 'tap';
import { asc } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { join } from 'node:path';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('a wrong answer comes back in a review session; answered right, the deck has nothing due', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await createQuestions(database.db, [
    { category: 'Quantitative Aptitude', questionText: 'What is 6 times 7?', correctAnswer: 'A' },
    { category: 'Quantitative Aptitude', questionText: 'What is 9 plus 3?', correctAnswer: 'A' },
  ]);
  const [question] = await database.db.select().from(questions).orderBy(asc(questions.id));
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();

  const answer = async (option: string) => {
    await page.getByRole('button', { name: 'Start timer' }).click();
    await page.getByTestId(`option-${option}`).click();
    await page.getByTestId('submit-answer').click();
    await page.getByTestId('result').waitFor();
  };

  await page.goto(`${baseUrl}/review`);
  await page.getByTestId('review-empty').waitFor();
  t.equal(await page.getByTestId('review-empty').innerText(), messages.spacedReview.empty, 'the empty state before any mistake');
  t.same(await axeViolations(page), [], 'axe: no violations on the empty review page');

  await page.goto(`${baseUrl}/questions/${question!.id}`);
  await answer('B');
  t.match(await page.getByTestId('result').innerText(), /Incorrect/, 'answered wrong');

  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Review due (1)' }).waitFor();
  t.pass('"Review due (1)" on the home page');
  await page.screenshot({ path: join(outputDir, 'review-home.png') });
  await page.goto(`${baseUrl}/responses`);
  await page.getByRole('link', { name: 'Review due (1)' }).waitFor();
  t.pass('and on My Responses');
  await page.screenshot({ path: join(outputDir, 'review-responses.png') });

  await page.getByRole('link', { name: 'Review due (1)' }).click();
  await page.waitForURL(/\/review$/);
  await page.getByTestId('review-start').waitFor();
  t.equal(await page.getByTestId('review-due-now').innerText(), '1');
  t.equal(await page.getByTestId('review-due-today').innerText(), '1', 'the forecast counts it today');
  t.equal(await page.getByTestId('review-retention').innerText(), '—', 'no review answer yet');
  t.same(await axeViolations(page), [], 'axe: no violations on /review with a card due');
  await page.screenshot({ path: join(outputDir, 'review-due.png'), fullPage: true });

  await page.getByTestId('review-start').click();
  await page.waitForURL(new RegExp(`/questions/${question!.id}$`));
  await page.getByRole('navigation', { name: 'Review session' }).getByText('Review 1 of 1').waitFor();
  await answer('A');
  t.match(await page.getByTestId('result').innerText(), /Correct/, 'answered right in the session');
  await page.getByTestId('review-finish').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(outputDir, 'review-session-question.png') });
  await page.getByTestId('review-finish').click();

  await page.waitForURL(/\/review$/);
  await page.getByTestId('review-done').getByText(messages.spacedReview.done).waitFor();
  t.match(await page.getByTestId('review-done').innerText(), /went through 1 question/, 'the session summary');
  await page.getByTestId('review-empty').waitFor();
  t.equal(await page.getByTestId('review-due-now').innerText(), '0', 'nothing due now');
  t.equal(await page.getByTestId('review-due-today').innerText(), '0', 'a right answer is not due again today');
  t.equal(await page.getByTestId('review-retention').innerText(), '100%', 'the one review answer was right');
  t.same(await axeViolations(page), [], 'axe: no violations on the review summary');
  await page.screenshot({ path: join(outputDir, 'review-done.png'), fullPage: true });

  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Review due (0)' }).waitFor();
  t.pass('the due count on the home page dropped to 0');

  await page.goto(`${baseUrl}/questions/${question!.id}`);
  await page.getByTestId('question-heading').waitFor();
  t.equal(await page.getByRole('navigation', { name: 'Review session' }).count(), 0, 'outside a session the question page shows no session bar');
});
