/**
 * In a real Chromium at 390 px: adaptive practice (docs/contract.md section 8.3). The Practice page
 * serves a due review card first with its reason, then the question at the student's level;
 * answering goes through the ordinary attempt and updates the running accuracy; "End session" and
 * practice/next's 404 show the summary; the page never scrolls sideways and axe finds no serious
 * violations. The question list shows calibrated difficulty and filters by it. The mastery page
 * orders topics weak first and the home page shows the weakest three (and an empty state to a
 * new student).
 */
import t from 'tap';
import { asc } from 'drizzle-orm';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { messages } from '@common/messages.ts';
import { questionDifficulty, questions, topics } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const phone = { width: 390, height: 844 };

/** Answers question `id` through the API as the context's user (timed, 30 s). */
async function answerByApi(context: BrowserContext, baseUrl: string, id: number, option: string) {
  const response = await context.request.post(`${baseUrl}/api/addResponse?questionId=${id}&selectedOption=${option}&timer=30`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (response.status() !== 201) throw new Error(`answer failed: ${response.status()}`);
}

/** Whether the document is wider than the window (a sideways scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** axe's serious and critical violations. */
async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

t.test('Practice at 390 px: review card first, answers update the accuracy, the summary; difficulty in the list', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  await createQuestions(db, Array.from({ length: 4 }, (_, i) => ({ category: 'Quantitative Aptitude', topic: 'Algebra', correctAnswer: 'A', questionText: `Algebra question ${i + 1}: solve for x.` })));
  await createQuestions(db, [{ category: 'Verbal Ability', topic: 'Grammar', correctAnswer: 'A', questionText: 'Pick the grammatical sentence.' }]);
  const [q1, q2, q3, q4] = await db.select().from(questions).orderBy(asc(questions.id));
  // As in test/server/adaptive-practice.test.ts: after one wrong first answer the student's Algebra
  // ability is -0.5, so q3 is predicted 0.70 (the adaptive pick), q2 0.88 and q4 0.18.
  await db.insert(questionDifficulty).values([
    { questionId: q2!.id, difficulty: -2.5, firstAttempts: 20, correct: 18, level: 'easy', medianTimeCorrect: 40 },
    { questionId: q3!.id, difficulty: -1.347, firstAttempts: 20, correct: 15, level: 'easy', medianTimeCorrect: 125 },
    { questionId: q4!.id, difficulty: 1, firstAttempts: 20, correct: 6, level: 'hard', medianTimeCorrect: 190 },
  ]);
  const student = await createUser(db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: phone });
  await logIn(context, baseUrl, student);
  await answerByApi(context, baseUrl, q1!.id, 'B'); // wrong: q1 is due for review at once
  const page = await context.newPage();

  // The question list: difficulty words and numbers, and the difficulty filter.
  const quant = q1!.categoryId;
  await page.goto(`${baseUrl}/questions?category=${quant}`);
  await page.locator(`[data-question-id="${q4!.id}"]`).waitFor();
  t.equal(await page.locator(`[data-question-id="${q4!.id}"] [data-testid="difficulty"]`).textContent(), 'Difficulty: Hard · 30 % right · 3:10 median', 'a calibrated question shows its level, share right and median time');
  t.equal(await page.locator(`[data-question-id="${q1!.id}"] [data-testid="difficulty"]`).count(), 0, 'an uncalibrated one shows none');
  await page.goto(`${baseUrl}/question-bank`);
  await page.getByTestId('difficulty-filter').getByLabel('Hard').check();
  const panel = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await panel('Categories').getByRole('button', { name: 'Quantitative Aptitude' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/questions\?category=\d+&difficulty=hard$/);
  await page.locator(`[data-question-id="${q4!.id}"]`).waitFor();
  t.equal(await page.locator('[data-list-item]').count(), 1, 'the bank\'s difficulty filter keeps only the hard question');

  // Practice, from the navigation.
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'PRACTICE', exact: true }).click();
  await page.waitForURL(/\/practice$/);
  await page.getByLabel('Category').selectOption({ label: 'Quantitative Aptitude' });
  await page.waitForURL(new RegExp(`/practice\\?category=${quant}$`));
  t.same(await seriousViolations(page), [], 'axe: no serious violations on the start of Practice');
  await page.getByRole('button', { name: 'Start practice' }).click();

  /** Starts the timer, checks the question's text, answers `option`. */
  const answer = async (option: string, text: RegExp) => {
    await page.getByRole('button', { name: 'Start timer' }).click();
    t.match(await page.locator('.attempt__text').innerText(), text, `the question shown is ${String(text)}`);
    await page.getByTestId(`option-${option}`).click();
    await page.getByTestId('submit-answer').click();
    await page.getByTestId('result').waitFor();
  };

  await page.getByTestId('practice-reason').waitFor();
  t.match(await page.getByTestId('practice-reason').innerText(), /^Due for review/, 'the due review card comes first, with its reason');
  t.equal(await page.getByTestId('session-score').innerText(), 'No answers yet');
  await answer('A', /Algebra question 1/);
  await page.getByTestId('session-score').getByText('1 of 1 right · 100 %').waitFor();
  t.pass('the running accuracy after a right answer');
  t.notOk(await overflows(page), 'no horizontal overflow with the result shown');
  t.same(await seriousViolations(page), [], 'axe: no serious violations on an answered question');
  await page.screenshot({ path: join(outputDir, 'practice-answered.png'), fullPage: true });

  await page.getByTestId('next-question').click();
  await page.getByTestId('practice-step').getByText('Question 2').waitFor();
  t.match(await page.getByTestId('practice-reason').innerText(), /^At your level · about 70 % chance/, 'then the question at the student\'s level');
  t.match(await page.locator('.attempt [data-testid="difficulty"]').textContent(), /Easy · 75 % right · 2:05 median/, 'the question shows its difficulty');
  t.equal(await page.getByTestId('result').count(), 0, 'the new question is not answered yet');
  await answer('B', /Algebra question 3/);
  await page.getByTestId('session-score').getByText('1 of 2 right · 50 %').waitFor();
  t.pass('the accuracy drops after a wrong answer');
  t.notOk(await overflows(page), 'no horizontal overflow');
  await page.screenshot({ path: join(outputDir, 'practice-second.png'), fullPage: true });

  await page.getByTestId('end-session').click();
  await page.getByTestId('practice-summary').waitFor();
  t.equal(await page.getByTestId('summary-answered').innerText(), '2');
  t.equal(await page.getByTestId('summary-right').innerText(), '1');
  t.equal(await page.getByTestId('summary-accuracy').innerText(), '50 %', 'the end summary');
  t.match(await page.getByTestId('summary-time').innerText(), /^\d+:\d\d$/);
  t.notOk(await overflows(page), 'no horizontal overflow on the summary');
  t.same(await seriousViolations(page), [], 'axe: no serious violations on the summary');
  await page.screenshot({ path: join(outputDir, 'practice-summary.png'), fullPage: true });

  // Nothing left: Verbal has one new question; after it practice/next answers 404.
  await page.getByRole('button', { name: 'Practise again' }).click();
  await page.getByLabel('Category').selectOption({ label: 'Verbal Ability' });
  await page.getByRole('button', { name: 'Start practice' }).click();
  await page.getByTestId('practice-reason').getByText('New').waitFor();
  await answer('A', /Pick the grammatical sentence/);
  await page.getByTestId('next-question').click();
  await page.getByTestId('practice-summary').waitFor();
  t.match(await page.getByTestId('practice-summary').innerText(), new RegExp(messages.practice.noneLeft), 'the 404 ends the session with its message');
  t.equal(await page.getByTestId('summary-answered').innerText(), '1');
  t.equal(await page.getByTestId('summary-accuracy').innerText(), '100 %');
});

t.test('mastery weak first with "Practise this"; the weakest three on the home page; a new student\'s empty state', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  const spec = (category: string, topic: string, count: number) => Array.from({ length: count }, () => ({ category, topic, correctAnswer: 'A' }));
  await createQuestions(db, [
    ...spec('Quantitative Aptitude', 'Algebra', 5),
    ...spec('Quantitative Aptitude', 'Geometry', 5),
    ...spec('Quantitative Aptitude', 'Arithmetic', 5),
    ...spec('Verbal Ability', 'Grammar', 5),
    ...spec('Verbal Ability', 'Reading Comprehension', 2),
  ]);
  const all = await db.select({ id: questions.id, topicId: questions.topicId }).from(questions).orderBy(asc(questions.id));
  const topicNames = new Map((await db.select().from(topics)).map((topic) => [topic.id, topic.name]));
  const byTopic = (name: string) => all.filter((question) => topicNames.get(question.topicId) === name).map((question) => question.id);
  const student = await createUser(db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: phone });
  await logIn(context, baseUrl, student);
  // Elo from 0 (server/questionBank/elo.ts): 5 wrong -> ability -1.52 (weak), 4 wrong then right
  // -> -0.68 (weak), R W R W R -> 0.31 (developing), 5 right -> 1.52 (strong), 2 answers: no level.
  const patterns: [string, string][] = [['Algebra', 'BBBBB'], ['Grammar', 'BBBBA'], ['Arithmetic', 'ABABA'], ['Geometry', 'AAAAA'], ['Reading Comprehension', 'AB']];
  for (const [topic, options] of patterns) {
    const ids = byTopic(topic);
    for (const [i, option] of [...options].entries()) await answerByApi(context, baseUrl, ids[i]!, option);
  }
  const page = await context.newPage();

  await page.goto(`${baseUrl}/mastery`);
  await page.getByTestId('mastery-item').first().waitFor();
  const names = await page.locator('[data-testid="mastery-item"] .mastery-item__name').allInnerTexts();
  t.same(
    names.map((name) => name.split('\n')[0]!.replace(/(Weak|Developing|Strong|Not enough answers yet)$/, '').trim()),
    ['Algebra', 'Grammar', 'Arithmetic', 'Geometry', 'Reading Comprehension'],
    'weak first (lowest ability first), then developing, strong, and the topic with too few answers',
  );
  t.same(await page.locator('.mastery__group h2').allInnerTexts(), ['Weak (2)', 'Developing (1)', 'Strong (1)', 'Not enough answers yet (1)']);
  t.match(await page.getByTestId('mastery-item').first().innerText(), /Quantitative Aptitude · 0 of 5 right \(0 %\)/);
  t.notOk(await overflows(page), 'no horizontal overflow on the mastery page');
  t.same(await seriousViolations(page), [], 'axe: no serious violations on the mastery page');
  await page.screenshot({ path: join(outputDir, 'mastery.png'), fullPage: true });

  await page.getByRole('link', { name: /^Practise this\s*:\s*Grammar$/ }).click();
  await page.waitForURL(/\/practice\?category=\d+&topic=\d+$/);
  await page.getByLabel('Topic').locator('option', { hasText: 'Grammar' }).waitFor({ state: 'attached' });
  t.equal(await page.getByLabel('Topic').locator('option:checked').innerText(), 'Grammar', 'Practise this opens Practice on the topic');

  await page.goto(`${baseUrl}/`);
  await page.getByTestId('weak-topics').getByTestId('mastery-item').first().waitFor();
  const home = await page.getByTestId('weak-topics').locator('.mastery-item__name').allInnerTexts();
  t.same(home.map((name) => name.replace(/(Weak|Developing|Strong)$/, '').trim()), ['Algebra', 'Grammar', 'Arithmetic'], 'the home page shows the weakest three');
  t.notOk(await overflows(page), 'no horizontal overflow on the home page');
  await page.screenshot({ path: join(outputDir, 'home-weak-topics.png') });

  await page.goto(`${baseUrl}/progress`);
  await page.getByTestId('progress-charts').locator('svg.recharts-surface').first().waitFor();
  t.equal(await page.locator('.progress-table tbody tr').count(), 12, 'twelve weeks');
  t.match(await page.locator('.progress-table tbody tr').first().innerText(), /22\s+45 %\s+0:30/, 'this week: 22 answers, 45 % right, 0:30 median');
  t.notOk(await overflows(page), 'no horizontal overflow on the progress page');
  const overlapping = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick-value')].map((tick) => tick.getBoundingClientRect());
    return boxes.some((box, i) => boxes.some((other, j) => j !== i && Math.abs(box.top - other.top) < 2 && box.left < other.right && other.left < box.right));
  });
  t.notOk(overlapping, 'no two week labels overlap at 390 px');
  t.same(await seriousViolations(page), [], 'axe: no serious violations on the progress page');
  await page.screenshot({ path: join(outputDir, 'progress.png'), fullPage: true });

  const newcomer = await createUser(db);
  const fresh = await browser.newContext({ viewport: phone });
  await logIn(fresh, baseUrl, newcomer);
  const freshPage = await fresh.newPage();
  await freshPage.goto(`${baseUrl}/`);
  await freshPage.getByTestId('weak-topics-empty').waitFor();
  t.pass('a new student sees the empty state on the home page');
  await freshPage.goto(`${baseUrl}/mastery`);
  await freshPage.getByTestId('mastery-empty').waitFor();
  t.pass('and on the mastery page');
});
