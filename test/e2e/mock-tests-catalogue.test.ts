/**
 * The mock tests catalogue in a real Chromium (contract 7.3): an admin builds a two-section test
 * with the builder — questions picked through the bank's filters, a set added whole, a question
 * reordered — previews it, sees the server's 400 by the question it names, and publishes; a
 * student on a 360 px phone sees it on /tests as an official test not started, opens it and
 * starts (the attempt exists in the database and the URL is its CAT interface); then generates a
 * personal test, first asking for more questions than the category holds (the server's words by
 * the section). axe-core finds no violations on /tests, /tests/:id, /tests/new and /admin/tests/new.
 */
import t from 'tap';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { attempts, questions, testSectionQuestions, testSections, tests } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { seedBank } from '../helpers/mockTests.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

t.test('an admin builds and publishes a test; a student starts it and generates a practice test', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  const bank = await seedBank(db);
  const admin = await createUser(db, { role: 'admin' });
  const student = await createUser(db);
  const browser = await launchBrowser(t);
  const pageErrors: string[] = [];

  // --- The admin's builder, 1280 px wide.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(adminContext, baseUrl, admin);
  const builder = await adminContext.newPage();
  builder.on('pageerror', (error) => pageErrors.push(error.message));
  await builder.goto(`${baseUrl}/tests`);
  await builder.getByRole('link', { name: 'Build a test' }).click();
  await builder.waitForURL(`${baseUrl}/admin/tests/new`);
  await builder.getByRole('heading', { name: 'Build a test' }).waitFor();
  t.same(await axeViolations(builder), [], 'axe-core: no violations on /admin/tests/new');

  // Preview before anything is chosen: each problem by its field, focus on the first.
  await builder.getByRole('button', { name: 'Preview' }).click();
  await builder.getByText('Title is required').waitFor();
  t.equal(await builder.getByText('A section needs at least one question').count(), 2, 'each empty section says so');
  t.equal(await builder.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true', 'focus moves to the first invalid field');
  t.equal(await builder.getByRole('heading', { name: 'Build a test' }).count(), 1, 'still building');

  await builder.getByLabel('Title', { exact: true }).fill('CAT Mock 1');
  await builder.getByLabel('Section 1 name').fill('QA');
  await builder.getByLabel('Section 2 name').fill('VARC');
  const sections = builder.getByTestId('builder-section');
  await sections.nth(1).getByLabel('Minutes').fill('30');

  // Section 1 (selected first): two Quant questions, through the category filter.
  const picker = builder.getByRole('region', { name: 'Question bank' });
  await picker.getByLabel('Category').selectOption({ label: 'Quantitative Aptitude' });
  await picker.getByTestId('picker-question').first().waitFor();
  t.equal(await picker.getByTestId('picker-question').count(), 8, 'the category’s eight approved questions');
  t.match(await picker.getByTestId('picker-question').nth(6).innerText(), /TITA/, 'a TITA question says so');
  await picker.getByRole('button', { name: `Add question ${bank.mcq[0]!.id}` }).click();
  await picker.getByRole('button', { name: `Add question ${bank.tita[0]!.id}` }).click();
  const picked = builder.getByTestId('picked-questions');
  await picked.getByRole('heading', { name: 'Questions in QA (2)' }).waitFor();
  t.ok(await picker.getByRole('button', { name: `Remove question ${bank.mcq[0]!.id}` }).isVisible(), 'a picked question can be removed from the picker');

  // Section 2: the Reading topic lists the set only; adding one of its questions offers the whole set.
  await sections.nth(1).getByRole('button', { name: 'Add questions here' }).click();
  await picker.getByText('Adding to: VARC').waitFor();
  t.match(await picker.getByTestId('picker-question').first().innerText(), /In QA/, 'a question of another section says where it is');
  await picker.getByLabel('Category').selectOption({ label: 'Verbal Ability' });
  await picker.getByTestId('picker-question').first().waitFor();
  t.equal(await picker.getByTestId('picker-question').count(), 6, 'Verbal Ability: the set and two singles');
  await picker.getByLabel('Topic').selectOption({ label: 'Reading' });
  await builder.waitForFunction(() => document.querySelectorAll('[data-testid="picker-question"]').length === 4);
  t.match(await picker.getByTestId('picker-question').first().innerText(), /Set: Monsoon passage/, 'the set title beside its question');
  await picker.getByRole('button', { name: `Add question ${bank.setMembers[1]!.id}` }).click();
  await picker.getByRole('group', { name: 'Add from the set Monsoon passage' }).waitFor();
  await picker.getByRole('button', { name: 'Add the whole set (4)' }).click();
  await picked.getByRole('heading', { name: 'Questions in VARC (4)' }).waitFor();
  const pickedTexts = () => picked.locator('.picked__item .picked__text').evaluateAll((items) => items.map((item) => /Set question (\d)/.exec(item.textContent ?? '')?.[1]));
  t.same(await pickedTexts(), ['1', '2', '3', '4'], 'the whole set, in its order');
  await picked.getByRole('button', { name: 'Move question 4 up' }).click();
  t.same(await pickedTexts(), ['1', '2', '4', '3'], 'a picked question moves up');
  await builder.screenshot({ path: join(outputDir, 'test-builder.png'), fullPage: true });
  await builder.setViewportSize({ width: 360, height: 740 });
  t.ok(await noSidewaysScroll(builder), 'the builder fits 360 px');
  await builder.screenshot({ path: join(outputDir, 'test-builder-phone.png'), fullPage: true });
  await builder.setViewportSize({ width: 1280, height: 900 });

  // Preview: sections, counts, time and every question rendered.
  await builder.getByRole('button', { name: 'Preview' }).click();
  await builder.getByRole('heading', { name: 'Preview the test' }).waitFor();
  const preview = builder.getByTestId('test-preview');
  await builder.waitForFunction(() => document.querySelectorAll('[data-testid="preview-question"]').length === 6);
  t.match(await preview.locator('.test-preview__header').innerText(), /6 questions · 1 h 10 min in all[\s\S]*QA\s*2 questions · 40 min[\s\S]*VARC\s*4 questions · 30 min/, 'sections, counts and time');
  t.match(await preview.innerText(), /The monsoon arrives in June\./, 'the set’s passage is shown');
  t.same(await axeViolations(builder), [], 'axe-core: no violations on the preview');
  await builder.screenshot({ path: join(outputDir, 'test-builder-preview.png'), fullPage: true });

  // A question that left the bank meanwhile: the server's 400, by that question.
  await db.update(questions).set({ status: 'pending' }).where(eq(questions.id, bank.tita[0]!.id));
  await builder.getByRole('button', { name: 'Publish' }).click();
  const refusal = `Question ${bank.tita[0]!.id} is not in the bank`;
  await builder.locator('.preview-question--flagged').getByText(refusal).waitFor();
  t.equal(await builder.locator('.test-builder > p.error[role="alert"]').innerText(), refusal, 'the server’s words under the preview');
  await db.update(questions).set({ status: 'approved' }).where(eq(questions.id, bank.tita[0]!.id));
  await builder.getByRole('button', { name: 'Publish' }).click();
  await builder.waitForURL(/\/tests\/\d+$/);
  const testId = Number(new URL(builder.url()).pathname.split('/').pop());
  const [row] = await db.select().from(tests).where(eq(tests.id, testId));
  t.match(row, { title: 'CAT Mock 1', kind: 'admin', createdBy: admin.id, markingCorrect: 3, markingWrong: -1, markingTitaWrong: 0 });
  const sectionRows = await db.select().from(testSections).where(eq(testSections.testId, testId)).orderBy(asc(testSections.position));
  t.same(sectionRows.map((s) => [s.name, s.durationSeconds]), [['QA', 2400], ['VARC', 1800]], 'the sections, in order, in seconds');
  const questionRows = await db.select().from(testSectionQuestions).where(eq(testSectionQuestions.testId, testId)).orderBy(asc(testSectionQuestions.sectionPosition), asc(testSectionQuestions.position));
  const set = bank.setMembers.map((m) => m.id);
  t.same(questionRows.map((q) => q.questionId), [bank.mcq[0]!.id, bank.tita[0]!.id, set[0], set[1], set[3], set[2]], 'the picked questions, in the chosen order');
  await builder.getByRole('heading', { name: 'CAT Mock 1' }).waitFor();

  // --- The student on a 360 px phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await logIn(phone, baseUrl, student);
  const page = await phone.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${baseUrl}/admin/tests/new`);
  await page.waitForURL(`${baseUrl}/`);
  await page.goto(`${baseUrl}/tests`);
  const card = page.getByTestId('test-card');
  await card.first().waitFor();
  t.equal(await card.count(), 1);
  t.match(await card.innerText(), /CAT Mock 1[\s\S]*Official[\s\S]*QA[\s\S]*2 questions · 40 min[\s\S]*VARC[\s\S]*4 questions · 30 min[\s\S]*6 questions · 1 h 10 min in all[\s\S]*Not started/, 'official, its sections and totals, not started');
  t.equal(await page.getByRole('link', { name: 'Build a test' }).count(), 0, 'no builder for a student');
  t.ok(await noSidewaysScroll(page), 'no sideways scroll at 360 px');
  const cardBox = (await card.boundingBox())!;
  t.ok(cardBox.x >= 0 && cardBox.x + cardBox.width <= 360, 'the card fits the screen');
  t.same(await axeViolations(page), [], 'axe-core: no violations on /tests');
  await page.screenshot({ path: join(outputDir, 'tests-phone.png'), fullPage: true });

  await card.getByRole('link', { name: 'CAT Mock 1', exact: true }).click();
  await page.waitForURL(`${baseUrl}/tests/${testId}`);
  await page.getByRole('heading', { name: 'CAT Mock 1', level: 1 }).waitFor();
  const overview = await page.locator('main').innerText();
  t.match(overview, /\+3 marks for a right answer/, 'the marking in words');
  t.match(overview, /−1 mark for a wrong multiple-choice \(MCQ\) answer/);
  t.match(overview, /0 marks for a wrong type-in-the-answer \(TITA\) answer/);
  t.match(overview, /0 marks for a question left unanswered/);
  t.match(overview, /one at a time/, 'CAT-style instructions');
  t.ok(await noSidewaysScroll(page), 'the test page fits 360 px');
  t.same(await axeViolations(page), [], 'axe-core: no violations on /tests/:id');
  await page.getByRole('button', { name: 'Start test' }).click();
  await page.waitForURL(/\/attempts\/\d+$/);
  await page.getByTestId('question-heading').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'question-heading');
  t.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Question 1/, 'after Start test the first question\'s heading has the focus (not the page)');
  const attemptId = Number(new URL(page.url()).pathname.split('/').pop());
  const [attempt] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  t.match(attempt, { userId: student.id, testId, state: 'in_progress', sectionIndex: 0 }, 'the attempt exists');
  await page.goto(`${baseUrl}/tests`);
  await card.getByText('In progress').waitFor();
  t.equal(await card.getByRole('link', { name: 'Resume CAT Mock 1' }).getAttribute('href'), `/attempts/${attemptId}`, 'Resume goes back to the attempt');

  // Completed (both sections submitted through the API): the score and the result.
  for (const sectionIndex of [0, 1]) {
    const submitted = await phone.request.post(`${baseUrl}/api/attempts/${attemptId}/sections/submit`, { data: { sectionIndex }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    t.equal(submitted.status(), 200, `section ${sectionIndex + 1} submitted`);
  }
  await page.reload();
  await card.getByText('Completed: 0 / 18').waitFor();
  t.equal(await card.getByRole('link', { name: 'Result of CAT Mock 1' }).getAttribute('href'), `/attempts/${attemptId}/result`, 'Result links to the result page');
  await page.goto(`${baseUrl}/tests/${testId}`);
  t.equal(await page.getByRole('link', { name: 'See result' }).getAttribute('href'), `/attempts/${attemptId}/result`, 'the test page offers the result');
  t.equal(await page.getByRole('button', { name: 'Start test' }).count(), 0);
  await page.goto(`${baseUrl}/tests/424242`);
  await page.getByRole('alert').getByText('Test not found').waitFor();
  await page.goto(`${baseUrl}/tests`);

  // --- A personal test: too many questions first, in the server's words by the section.
  await page.getByRole('link', { name: 'Create a practice test' }).click();
  await page.waitForURL(`${baseUrl}/tests/new`);
  const rows = page.getByTestId('generate-row');
  await rows.first().waitFor();
  t.equal(await rows.count(), 1, 'no DILR category: one section to start with');
  await rows.first().getByText('8 questions in this category').waitFor();
  t.same(await axeViolations(page), [], 'axe-core: no violations on /tests/new');
  t.ok(await noSidewaysScroll(page), 'the form fits 360 px');
  await page.screenshot({ path: join(outputDir, 'generate-test-phone.png'), fullPage: true });
  await rows.first().getByLabel('Questions').fill('9');
  await page.getByRole('button', { name: 'Create test' }).click();
  const countError = rows.first().locator('.field-error');
  await countError.waitFor();
  t.equal(await countError.innerText(), 'Not enough questions in this category', 'the server’s words, by the section');
  t.equal(await rows.first().getByLabel('Questions').getAttribute('aria-invalid'), 'true');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('inputmode')), 'numeric', 'focus on the count the server refused');
  t.equal(await db.$count(tests), 1, 'nothing was created');

  await page.getByRole('button', { name: 'Add a section' }).click();
  t.equal(await rows.count(), 2);
  await rows.nth(1).getByLabel('Category').selectOption({ label: 'Verbal Ability' });
  await rows.nth(1).getByLabel('Questions').fill('2');
  await rows.nth(1).getByLabel('Minutes').fill('5');
  await rows.first().getByLabel('Questions').fill('3');
  t.equal(await page.getByRole('button', { name: /^Move section/ }).count(), 0, 'no reordering: CAT sections keep CAT order (contract 8.1)');
  await page.getByLabel('Title').fill('My drill');
  await page.getByRole('button', { name: 'Create test' }).click();
  await page.waitForURL(/\/tests\/\d+$/);
  await page.getByRole('heading', { name: 'My drill', level: 1 }).waitFor();
  t.match(await page.locator('main').innerText(), /My practice test[\s\S]*Verbal Ability[\s\S]*5 min[\s\S]*Quantitative Aptitude[\s\S]*3 questions · 20 min/, 'my practice test, sections in CAT order (VARC before QA) whatever the order asked');
  await page.goto(`${baseUrl}/tests`);
  await card.nth(1).waitFor();
  t.match(await card.nth(0).innerText(), /My drill[\s\S]*My practice test[\s\S]*Not started/, 'newest first: my practice test');
  t.match(await card.nth(1).innerText(), /CAT Mock 1[\s\S]*Official[\s\S]*Completed: 0 \/ 18/);
  t.ok(await noSidewaysScroll(page), 'both cards fit 360 px');
  t.same(pageErrors, [], 'no page errors');
});
