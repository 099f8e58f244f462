/**
 * AI opinion in a real Chromium, with the real API and BullMQ workers and a local server speaking
 * OpenAI's chat completions protocol in place of the paid API: a student answers, asks for the AI
 * opinion, waits through "Generating explanation…" and reads it with the disclaimer; a failure
 * shows the spec's message with Try again; an admin can regenerate; a server without a chat model
 * says so instead of offering the button.
 */
import t from 'tap';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { messages } from '@common/messages.ts';
import { questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { startFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const explanation = [
  'Step 1: 25% means 25 out of every 100, that is one quarter.',
  'Step 2: One quarter of 80 is 80 / 4 = 20, so C is correct.',
  '',
  'A (10) is one eighth of 80, B (15) is 18.75%, and D <b>40</b> is half of 80.',
].join('\n');

async function seedQuestions(db: Parameters<typeof createQuestions>[0]) {
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Percentages', questionText: 'What is 25% of 80?', correctAnswer: 'C' },
    { category: 'Quantitative Aptitude', topic: 'Percentages', questionText: 'What is 10% of 250?', correctAnswer: 'A' },
  ]);
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  return rows.map((row) => row.id);
}

async function answer(page: Page, option: string) {
  await page.getByRole('button', { name: 'Start timer' }).click();
  // Select, then submit (contract section 7.5).
  await page.getByTestId(`option-${option}`).click();
  await page.getByTestId('submit-answer').click();
  await page.getByTestId('result').waitFor();
}

t.test('a student answers, asks for the AI opinion and reads it with the disclaimer', async (t) => {
  const fake = await startFakeOpenAi(t);
  fake.reply = () => explanation;
  fake.delayMs = 1_000;
  const { baseUrl, database } = await serveApp(t, { config: { openai: fake.settings() }, workers: true });
  const [q1, q2] = await seedQuestions(database.db);
  const student = await createUser(database.db, { name: 'Asha Student' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(`${baseUrl}/questions`);
  await page.evaluate((ids) => sessionStorage.setItem('questionIds', JSON.stringify(ids)), [q1, q2]);
  await page.goto(`${baseUrl}/questions/${q1}`);
  await page.getByText(messages.question.startTimer).waitFor();
  t.equal(await page.getByRole('button', { name: 'AI opinion' }).count(), 0, 'no AI opinion before answering');

  await answer(page, 'B');
  const ask = page.getByRole('button', { name: 'AI opinion' });
  await ask.waitFor();
  t.pass('the AI opinion button appears once the result shows');
  await ask.click();
  await page.getByText('Generating explanation…').waitFor();
  t.pass('a spinner says the explanation is being generated');

  const text = page.getByTestId('ai-explanation');
  await text.waitFor({ timeout: 15_000 });
  const paragraphs = await text.locator('p').allInnerTexts();
  t.same(paragraphs, explanation.split('\n').filter(Boolean), 'one paragraph per line of the answer');
  t.equal(await text.locator('b').count(), 0, 'markup in the answer is shown as text, not HTML');
  await page.getByText(messages.ai.disclaimer).waitFor();
  t.pass('the disclaimer is shown');
  t.equal(await page.getByRole('button', { name: 'Regenerate' }).count(), 0, 'students see no Regenerate');
  t.ok(await text.evaluate((element) => element === document.activeElement), 'focus moves to the explanation');
  t.equal(fake.requests.length, 1, 'one API call');
  t.ok(fake.requests[0]!.body.messages[1]!.content.includes('What is 25% of 80?'), 'the question was sent to the model');
  await page.screenshot({ path: join(outputDir, 'ai-opinion.png'), fullPage: true });

  await page.getByTestId('next-question').click();
  await page.waitForURL(new RegExp(`/questions/${q2}$`));
  await page.getByText(messages.question.startTimer).waitFor();
  t.equal(await page.getByTestId('ai-opinion').count(), 0, 'the next question starts without the AI opinion');

  // A failing API: the spec's message and Try again, which works once the API recovers.
  fake.delayMs = 0;
  fake.failAlways(500);
  await answer(page, 'A');
  await page.getByRole('button', { name: 'AI opinion' }).click();
  await page.getByText(messages.ai.fetchFailed).waitFor({ timeout: 15_000 });
  t.pass('"Failed to fetch AI explanation. Please try again." after the retries');
  fake.failNext(500, 0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByTestId('ai-explanation').waitFor({ timeout: 15_000 });
  t.pass('Try again fetches it');
  t.same(pageErrors, [], 'no page errors');
});

t.test('an admin regenerates the explanation (on a phone-sized screen)', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { baseUrl, database } = await serveApp(t, { config: { openai: fake.settings() }, workers: true });
  const [q1] = await seedQuestions(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();

  fake.reply = () => 'First explanation.';
  await page.goto(`${baseUrl}/questions/${q1}`);
  await answer(page, 'C');
  await page.getByRole('button', { name: 'AI opinion' }).click();
  await page.getByText('First explanation.').waitFor({ timeout: 15_000 });
  fake.reply = () => 'Second, better explanation.';
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByText('Second, better explanation.').waitFor({ timeout: 15_000 });
  t.pass('Regenerate replaces the text');
  t.equal(fake.requests.length, 2);
  await page.screenshot({ path: join(outputDir, 'ai-opinion-admin-phone.png'), fullPage: true });
});

t.test('a server without a chat model says so instead of offering the button', async (t) => {
  const fake = await startFakeOpenAi(t);
  const { baseUrl, database } = await serveApp(t, { config: { openai: fake.settings({ apiKey: undefined }) }, workers: true });
  const [q1] = await seedQuestions(database.db);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/questions/${q1}`);
  await answer(page, 'A');
  await page.getByText(messages.ai.notConfiguredNotice).waitFor();
  t.equal(await page.getByRole('button', { name: 'AI opinion' }).count(), 0, 'no AI opinion button');
  t.equal(fake.requests.length, 0, 'no API call');
});
