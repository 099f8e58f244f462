/**
 * In a real Chromium: My Responses and the error log show a TITA question's typed answer (with a
 * "TITA" tag) where an MCQ answer shows its option letter, on a desktop and on a 360 px phone.
 * The TITA question is written with SQL (like test/server/question-sets-tita.test.ts), then
 * answered through the API.
 */
import t from 'tap';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

t.test('typed TITA answers in My Responses and the error log', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  await createQuestions(db, [{ category: 'Quantitative Aptitude', topic: 'Averages', source: 'Mock 1', questionText: 'Which option is the mean of 2 and 4?', correctAnswer: 'C' }]);
  const [mcq] = await db.select().from(questions).orderBy(asc(questions.id)).limit(1);
  const [tita] = await db
    .insert(questions)
    .values({
      categoryId: mcq!.categoryId,
      topicId: mcq!.topicId,
      sourceId: mcq!.sourceId,
      questionText: 'How many students chose Commerce in all three cities?',
      questionType: 'TITA',
      optionA: '',
      optionB: '',
      optionC: '',
      optionD: '',
      correctAnswer: '42',
      answerTolerance: '0',
      status: 'approved',
    })
    .returning();
  const student = await createUser(db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const answer = async (query: string) => {
    const res = await context.request.post(`${baseUrl}/api/addResponse?${query}`, { headers });
    t.equal(res.status(), 201, `${query}: 201`);
    return res.json() as Promise<{ correct: boolean }>;
  };
  t.equal((await answer(`questionId=${mcq!.id}&timer=20&selectedOption=B`)).correct, false, 'MCQ answered wrong with B');
  t.equal((await answer(`questionId=${tita!.id}&timer=30&answer=41.5`)).correct, false, 'TITA answered wrong with 41.5');

  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/responses`);
  const row = (text: string) => page.locator('.responses-table tbody tr', { hasText: text });
  await row('students chose Commerce').waitFor();
  const titaRow = row('students chose Commerce');
  t.match((await titaRow.locator('td[data-label="Your answer"]').innerText()).trim(), /^(You typed\s*)?41\.5$/, 'the typed answer in the Your answer column');
  t.equal(await titaRow.getByTestId('tita-badge').count(), 1, 'a TITA tag on the TITA row');
  t.match(await titaRow.getByTestId('given-answer').textContent(), /You typed\s*41\.5/, 'screen readers hear "You typed 41.5"');
  const mcqRow = row('mean of 2 and 4');
  t.equal((await mcqRow.locator('td[data-label="Your answer"]').innerText()).trim(), 'B', 'an MCQ row shows its option letter');
  t.equal(await mcqRow.getByTestId('tita-badge').count(), 0, 'no TITA tag on an MCQ row');
  t.notMatch(await page.locator('main').innerText(), /\bnull\b|undefined/, 'no null or undefined shown');
  await page.screenshot({ path: join(outputDir, 'responses-tita.png'), fullPage: true });

  await page.getByTestId('view-mistakes').click();
  const entry = (text: string) => page.getByTestId('error-log-entry').filter({ hasText: text });
  await entry('students chose Commerce').waitFor();
  t.match(await entry('students chose Commerce').innerText(), /Your answer\s*(You typed\s*)?41\.5/, 'the error log shows the typed answer');
  t.equal(await entry('students chose Commerce').getByTestId('tita-badge').count(), 1, 'and the TITA tag');
  t.match(await entry('mean of 2 and 4').innerText(), /Your answer\s*B/, 'an MCQ mistake shows its letter');
  t.equal(await entry('mean of 2 and 4').getByTestId('tita-badge').count(), 0);

  // A 360 px phone: rows become cards, the typed answer stays visible and nothing overflows sideways.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await logIn(phone, baseUrl, student);
  const small = await phone.newPage();
  await small.goto(`${baseUrl}/responses`);
  const card = small.locator('.responses-table tbody tr', { hasText: 'students chose Commerce' });
  await card.waitFor();
  t.ok(await card.locator('td[data-label="Your answer"]').getByText('41.5').isVisible(), 'typed answer visible on a phone');
  t.ok(await small.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling at 360 px');
  await small.screenshot({ path: join(outputDir, 'responses-tita-phone.png'), fullPage: true });
  t.same(errors, [], 'no uncaught errors');
  const stored = await db.select().from(questions).where(eq(questions.id, tita!.id));
  t.equal(stored[0]!.questionType, 'TITA');
});
