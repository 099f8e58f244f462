/**
 * The result page and review mode of a mock test attempt (contract 7.3) in a real Chromium. A
 * two-section test is taken through the API by five users (one twice) so the histogram and the
 * percentile have data; the page's score, percentile, counts and section rows match the API's
 * result; the histogram renders with my bar marked; review mode walks the questions with my and the
 * correct answers (in words), the solution and the discussion link; `?q=` survives a reload; the
 * filter narrows the walk; 409 and 404 states; axe-core finds no violations; both pages fit 360 px.
 */
import t from 'tap';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { seedBank } from '../helpers/mockTests.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const headers = { 'X-Requested-With': 'XMLHttpRequest' };
type Answer = { selectedOption: string } | { answer: string };

/** Takes test `testId` through the API: `answers` maps question id -> answer (others left unanswered), 20 s each; answers the attempt id. */
async function take(api: APIRequestContext, testId: number, sections: number[][], answers: Record<number, Answer>): Promise<number> {
  const started = await api.post(`/api/tests/${testId}/attempts`, { headers });
  if (started.status() !== 201) throw new Error(`start: ${started.status()} ${await started.text()}`);
  const { id } = await started.json();
  for (const [sectionIndex, questionIds] of sections.entries()) {
    for (const questionId of questionIds) {
      const given = answers[questionId];
      const saved = await api.put(`/api/attempts/${id}/answers/${questionId}`, { headers, data: { ...(given ?? {}), timeSeconds: given ? 20 + questionId % 7 : 3 } });
      if (saved.status() !== 200) throw new Error(`save: ${saved.status()} ${await saved.text()}`);
    }
    const submitted = await api.post(`/api/attempts/${id}/sections/submit`, { headers, data: { sectionIndex } });
    if (submitted.status() !== 200) throw new Error(`submit: ${submitted.status()}`);
  }
  return id;
}

/** The elements that stick out of the window sideways (their tag and class), none when the page fits. */
const overflows = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1).map((element) => `${element.tagName.toLowerCase()}.${element.className}`).slice(0, 5),
  );

/**
 * The number of questions in the review palette once it shows `expected` (the router renders a
 * filter change in a transition, after the URL has changed), or what it shows after 10 s.
 */
async function jumps(page: Page, expected: number): Promise<number> {
  await page.waitForFunction((n) => document.querySelectorAll('.mock-review__jump').length === n, expected, { timeout: 10_000 }).catch(() => undefined);
  return page.locator('.mock-review__jump').count();
}

t.test('result page and review mode', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const bank = await seedBank(database.db);
  await database.db.execute(sql`update questions set explanation = 'The written solution of question ' || id || '.'`);
  const browser = await launchBrowser(t);
  const contextOf = async (role: 'admin' | 'user' = 'user', viewport = { width: 1280, height: 900 }) => {
    const user = await createUser(database.db, { role });
    const context: BrowserContext = await browser.newContext({ viewport, baseURL: baseUrl });
    await logIn(context, baseUrl, user);
    return { user, context, api: context.request };
  };

  const admin = await contextOf('admin');
  const qa = [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.tita[0]!.id, bank.tita[1]!.id];
  const varc = [...bank.setMembers.map((q) => q.id), bank.verbalSingles[0]!.id];
  const sections = [qa, varc];
  const created = await admin.api.post('/api/tests', {
    headers,
    data: { title: 'CAT Mock Result', sections: [{ name: 'QA', durationSeconds: 1200, questionIds: qa }, { name: 'VARC', durationSeconds: 1800, questionIds: varc }] },
  });
  t.equal(created.status(), 201);
  const testId: number = (await created.json()).id;

  // Me: right MCQ, wrong MCQ, wrong TITA, TITA unanswered; right and wrong set questions, the rest unanswered.
  const me = await contextOf();
  const myAnswers: Record<number, Answer> = { [qa[0]!]: { selectedOption: 'A' }, [qa[1]!]: { selectedOption: 'B' }, [qa[2]!]: { answer: '41' }, [varc[0]!]: { selectedOption: 'A' }, [varc[1]!]: { selectedOption: 'C' } };
  const attemptId = await take(me.api, testId, sections, myAnswers); // 3 - 1 + 0 + 3 - 1 = 4
  const others: Array<Record<number, Answer>> = [
    { [qa[0]!]: { selectedOption: 'A' } }, // 3
    {}, // 0
    { [qa[0]!]: { selectedOption: 'A' }, [qa[1]!]: { selectedOption: 'A' }, [varc[0]!]: { selectedOption: 'A' }, [qa[3]!]: { answer: '2.5' } }, // 12
    { [qa[1]!]: { selectedOption: 'D' } }, // -1
  ];
  const otherUsers = [];
  for (const answers of others) {
    const other = await contextOf();
    await take(other.api, testId, sections, answers);
    otherUsers.push(other);
  }
  // A second attempt of the 0 scorer: not a first attempt, so not in the histogram or the percentile.
  await take(otherUsers[1]!.api, testId, sections, { [qa[0]!]: { selectedOption: 'A' }, [qa[1]!]: { selectedOption: 'A' } });

  const api = await (await me.api.get(`/api/attempts/${attemptId}/result`, { headers })).json();
  // Contract 8.2: a test without a window shows no percentile under 20 candidates (the formula: test/server/mock-tests.test.ts).
  t.match(api, { score: 4, maxScore: 27, correct: 2, wrong: 3, unanswered: 4, percentile: null, candidates: 5 }, 'the API: 5 candidates, no percentile yet');

  // The result page.
  const page = await me.context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${baseUrl}/attempts/${attemptId}/result`);
  await page.getByRole('heading', { level: 1, name: 'CAT Mock Result' }).waitFor();
  t.equal(await page.getByTestId('score').innerText(), String(api.score));
  t.equal(await page.getByTestId('max-score').innerText(), String(api.maxScore));
  t.equal(await page.getByTestId('percentile').innerText(), 'Percentiles show once 20 candidates have finished (5 so far).');
  t.equal(await page.getByTestId('count-correct').innerText(), String(api.correct));
  t.equal(await page.getByTestId('count-wrong').innerText(), String(api.wrong));
  t.equal(await page.getByTestId('count-unanswered').innerText(), String(api.unanswered));
  t.equal(await page.getByTestId('accuracy').innerText(), '40%', 'accuracy: 2 correct of 5 answered');
  const rows = page.getByTestId('section-table').locator('tbody tr');
  t.equal(await rows.count(), 2);
  const cells = async (index: number) => (await rows.nth(index).locator('th, td').allInnerTexts()).map((text) => text.trim());
  t.same(await cells(0), ['QA', `${api.sections[0].score} / ${api.sections[0].maxScore}`, '1', '2', '1', '33%', `${Math.floor(api.sections[0].timeSeconds / 60)}:${String(api.sections[0].timeSeconds % 60).padStart(2, '0')} of 20:00`], 'the QA row matches the API');
  t.same((await cells(1)).slice(0, 6), ['VARC', '2 / 15', '1', '1', '3', '50%'], 'the VARC row');
  t.same([api.sections[0].score, api.sections[1].score], [2, 2]);

  // The histogram: bars drawn, mine marked, and the same in words.
  const figure = page.getByTestId('score-histogram');
  await figure.locator('.recharts-bar-rectangle').first().waitFor();
  t.ok((await figure.locator('.recharts-bar-rectangle').count()) >= 5, 'a bar per score from -1 to 12 (some empty)');
  t.equal(await figure.locator('path.mock-result__bar--mine').count(), 1, 'my bar is highlighted');
  t.equal(await figure.locator('.recharts-reference-line').count(), 1, 'and marked by a line');
  t.match(await figure.locator('svg').first().innerHTML(), />You</, 'labelled "You"');
  t.match(await page.getByTestId('histogram-summary').innerText(), /Scores of 5 first attempts, from -2 to 13\. Your score 4 is in a bar of 1 first attempt \(the bar for scores 4 to 5\)/);
  t.equal(await figure.locator('table th', { hasText: '(your score)' }).count(), 1, 'the text table names my bar');
  // Time per question: one table per section, each question with its mark.
  t.equal(await page.getByTestId('question-times-0').locator('tbody tr').count(), 4);
  t.match(await page.getByTestId('question-times-0').locator('tbody tr').nth(1).innerText(), /2\s+✗\s*Wrong\s+-1/);
  await page.getByRole('button', { name: 'Longest first' }).click();
  const times = await page.getByTestId('question-times-1').locator('tbody tr td:last-child').allInnerTexts();
  const seconds = times.map((text) => Number(text.trim().split(':')[0]) * 60 + Number(text.trim().split(':')[1]));
  t.same(seconds, [...seconds].sort((a, b) => b - a), 'sorted longest first');
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations on the result page');
  await page.screenshot({ path: join(outputDir, 'mock-result.png'), fullPage: true });

  // Review mode from the result page.
  await page.getByRole('link', { name: 'Review answers' }).click();
  await page.waitForURL(new RegExp(`/attempts/${attemptId}/review$`));
  const question = page.getByTestId('review-question');
  await question.getByRole('heading', { name: /Question 1 of 9/ }).waitFor();
  t.equal(await question.getByTestId('my-answer').innerText(), 'A');
  t.equal(await question.getByTestId('correct-answer').innerText(), 'A');
  t.match(await question.getByTestId('option-A').innerText(), /Your answer, correct/, 'my right option says so in words');
  await page.getByTestId('review-next').click();
  await page.waitForURL(/\?q=2$/);
  await question.getByRole('heading', { name: /Question 2 of 9/ }).waitFor();
  t.match(await question.getByTestId('option-B').innerText(), /Your answer/, 'my wrong option, in words');
  t.match(await question.getByTestId('option-A').innerText(), /Correct answer/, 'the correct option, in words');
  t.ok((await question.getByTestId('option-B').getAttribute('class'))!.includes('answer-option--wrong'));
  t.match(await question.getByTestId('outcome').innerText(), /Wrong[\s\S]*Your answer\s*B[\s\S]*Correct answer\s*A[\s\S]*Marks\s*-1[\s\S]*Time spent\s*0:\d\d/);
  t.match(await question.getByTestId('solution').innerText(), new RegExp(`The written solution of question ${qa[1]}\\.`), 'the written solution');
  t.equal(await question.getByTestId('discuss-link').getAttribute('href'), `/questions/${qa[1]}`, 'the discussion link');
  // TITA by the palette; the place survives a reload.
  await page.getByTestId('jump-3').click();
  await page.waitForURL(/\?q=3$/);
  await question.getByRole('heading', { name: /Question 3 of 9/ }).waitFor();
  t.equal(await question.getByTestId('my-answer').innerText(), '41');
  t.equal(await question.getByTestId('correct-answer').innerText(), '42');
  await page.reload();
  await question.getByRole('heading', { name: /Question 3 of 9/ }).waitFor();
  t.pass('?q=3 kept the place across a reload');
  await page.getByTestId('jump-4').click();
  await page.waitForURL(/\?q=4$/);
  await question.getByRole('heading', { name: /Question 4 of 9/ }).waitFor();
  t.equal(await question.getByTestId('my-answer').innerText(), 'Not answered');
  t.match(await question.getByTestId('correct-answer').innerText(), /2\.5 \(answers within ±0\.01 count\)/, 'the tolerance of a TITA answer');
  t.match(await question.getByTestId('solution').innerText(), /The written solution/, 'an unanswered question has its solution too');
  // A set question: its passage beside it.
  await page.getByTestId('jump-5').click();
  await page.getByTestId('set-passage').waitFor();
  t.match(await page.getByTestId('set-passage').innerText(), /Monsoon passage[\s\S]*The monsoon arrives in June\./);
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations in review mode (a set question)');
  await page.screenshot({ path: join(outputDir, 'mock-review-set.png') });

  // The filter: wrong answers only, walked with Next.
  await page.getByTestId('filter-wrong').click();
  await page.waitForURL(/\?q=2&show=wrong$/);
  await page.locator('[data-testid="filter-wrong"][aria-pressed="true"]').waitFor();
  t.equal(await jumps(page, 3), 3, 'wrong: three questions in the palette');
  t.same(await page.locator('.mock-review__jump').allInnerTexts().then((texts) => texts.map((text) => text.replace(/\D/g, ''))), ['2', '3', '6'], 'the palette keeps the three wrong questions');
  await page.getByTestId('review-next').click();
  await page.waitForURL(/\?q=3&show=wrong$/);
  await question.getByRole('heading', { name: /Question 3 of 9/ }).waitFor();
  await page.getByTestId('review-next').click();
  await page.waitForURL(/\?q=6&show=wrong$/);
  await question.getByRole('heading', { name: /Question 6 of 9/ }).waitFor();
  t.ok(await page.getByTestId('review-next').isDisabled(), 'the last wrong question');
  await page.reload();
  await question.getByRole('heading', { name: /Question 6 of 9/ }).waitFor();
  t.equal(await page.getByTestId('filter-wrong').getAttribute('aria-pressed'), 'true', 'the filter survives a reload');
  await page.getByTestId('filter-unanswered').click();
  await page.waitForURL(/\?q=4&show=unanswered$/);
  t.equal(await jumps(page, 4), 4, 'unanswered: four questions in the palette');
  await page.getByTestId('filter-correct').click();
  t.equal(await jumps(page, 2), 2, 'correct: two');
  await page.getByTestId('filter-all').click();
  t.equal(await jumps(page, 9), 9, 'all: nine');

  // A phone: both pages fit 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${baseUrl}/attempts/${attemptId}/review?q=2`);
  await question.getByRole('heading', { name: /Question 2 of 9/ }).waitFor();
  t.same(await overflows(page), [], 'review: no sideways scroll at 360 px');
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations in review mode on a phone');
  await page.screenshot({ path: join(outputDir, 'mock-review-phone.png'), fullPage: true });
  await page.goto(`${baseUrl}/attempts/${attemptId}/result`);
  await page.getByTestId('score').waitFor();
  await figure.locator('.recharts-bar-rectangle').first().waitFor();
  t.same(await overflows(page), [], 'result: no sideways scroll at 360 px');
  t.ok((await page.getByTestId('section-table').boundingBox())!.width <= 360);
  await page.screenshot({ path: join(outputDir, 'mock-result-phone.png'), fullPage: true });

  // In progress: 409 with a way back; another user's attempt: 404.
  const running = (await (await me.api.post(`/api/tests/${testId}/attempts`, { headers })).json()).id;
  await page.goto(`${baseUrl}/attempts/${running}/result`);
  await page.getByText('Finish the test to see the result').waitFor();
  t.equal(await page.getByRole('link', { name: 'Back to the test' }).getAttribute('href'), `/attempts/${running}`);
  await page.goto(`${baseUrl}/attempts/${running}/review`);
  await page.getByText('Finish the test to see the result').waitFor();
  const stranger = await otherUsers[0]!.context.newPage();
  await stranger.goto(`${baseUrl}/attempts/${attemptId}/result`);
  await stranger.getByText('Attempt not found').waitFor();
  await stranger.goto(`${baseUrl}/attempts/${attemptId}/review`);
  await stranger.getByText('Attempt not found').waitFor();
  t.pass('409 and 404 states');
  t.same(pageErrors, [], 'no page errors');
});
