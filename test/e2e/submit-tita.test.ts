/**
 * In a real Chromium: a student submits a TITA question with a written solution through the form,
 * by keyboard only; the live preview shows what was typed; the admin sees it pending with its
 * numeric answer, opens the edit form from the card and adds to the solution. axe-core finds no
 * violation on the form.
 */
import t from 'tap';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { questions } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/demo.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

/** Tabs forward until the element matching `selector` has focus (at most 60 presses). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

t.test('a TITA question with a solution, submitted by keyboard, previewed, and reviewed with its number', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await seedDemo(database.db);
  const student = await createUser(database.db, { name: 'Keyboard Contributor' });
  const admin = await createUser(database.db, { name: 'Site Admin', role: 'admin' });
  const browser = await launchBrowser(t);
  const studentContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await logIn(studentContext, baseUrl, student);
  const page = await studentContext.newPage();
  await page.goto(`${baseUrl}/submit-question`);
  await page.getByLabel('Category').waitFor();

  t.same(await axeViolations(page, 'main'), [], 'axe-core: no violations on the form');

  const questionText = 'A tank holds **25** litres. Half is drained. How many litres are left?';
  const solution = 'Half of 25 is 12.5, so **12.5** litres remain.';
  await page.getByLabel('Category').focus();
  await page.keyboard.press('ArrowDown'); // the first category
  await page.keyboard.press('Tab');
  await page.keyboard.type('Arithmetic - Mixtures');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Community Practice Set');
  await tabTo(page, '#submit-type-MCQ');
  await page.keyboard.press('ArrowRight'); // the radio group: MCQ -> TITA
  t.ok(await page.locator('#submit-type-TITA').isChecked(), 'TITA chosen with the arrow key');
  t.equal(await page.getByLabel('Option A', { exact: true }).count(), 0, 'the four options are hidden for TITA');
  // The question text and the solution are MarkdownEditors: Write/Preview tabs and a toolbar come first.
  await tabTo(page, '#submit-question-text');
  await page.keyboard.type(questionText);
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('inputmode')), 'decimal', 'the answer input asks for a decimal keyboard');
  await page.keyboard.type('12.5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0.1');
  await tabTo(page, '#submit-explanation');
  await page.keyboard.type(solution);

  const preview = page.getByTestId('question-preview');
  t.match(await preview.innerText(), /A tank holds \*?\*?25\*?\*? litres/, 'the preview shows the question text');
  t.match(await preview.innerText(), /12\.5 \(± 0\.1\)/, 'the preview shows the TITA answer box with the number');
  t.match(await preview.innerText(), /Half of 25 is 12\.5/, 'the preview shows the solution');

  await tabTo(page, 'button[type=submit]');
  t.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Submit Question', 'Tab reaches the submit button');
  await page.keyboard.press('Enter');
  await page.getByText('Thanks! Your question is waiting for review.').waitFor();
  const [stored] = await database.db.select().from(questions).where(eq(questions.submittedBy, student.id));
  t.match(stored, { questionType: 'TITA', correctAnswer: '12.5', answerTolerance: '0.1', explanation: solution, optionA: '' }, 'stored as TITA with its solution');

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(adminContext, baseUrl, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${baseUrl}/admin`);
  const card = adminPage.getByTestId('pending-question').filter({ hasText: 'How many litres are left?' });
  await card.waitFor();
  t.match(await card.getByTestId('tita-answer').innerText(), /Correct answer: 12\.5 \(± 0\.1\)/, 'the admin sees the numeric answer and tolerance');
  t.equal(await card.locator('.review-option').count(), 0, 'no empty option rows');

  await card.getByRole('link', { name: /Edit/ }).click();
  await adminPage.waitForURL(`**/admin/questions/${stored!.id}/edit`);
  const explanation = adminPage.getByLabel('Written solution (optional)');
  await explanation.waitFor();
  t.equal(await explanation.inputValue(), solution, 'the edit form holds the solution');
  t.ok(await adminPage.locator('#submit-type-TITA').isChecked(), 'and the type');
  t.equal(await adminPage.getByLabel('Correct answer (a number)').inputValue(), '12.5');
  await explanation.fill(`${solution} Check: 25 / 2 = 12.5.`);
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  await adminPage.getByText('Saved.').waitFor();
  const [edited] = await database.db.select().from(questions).where(eq(questions.id, stored!.id));
  t.equal(edited!.explanation, `${solution} Check: 25 / 2 = 12.5.`, 'the edit is saved');
  t.equal(edited!.status, 'pending', 'still pending');
});
