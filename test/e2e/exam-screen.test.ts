/**
 * The exam screen as CAT has it (issue "Mocks you can trust", part 3), in a real Chromium against
 * the real API and database: a choice counts only after Save & Next or Mark for Review & Next
 * (the palette and Previous drop an unsaved one, and the server never gets it); the TITA keypad
 * and the characters a TITA box takes; a full-window screen without the site's shell whose
 * in-app leaving asks first and which warns on unload; the Question Paper and Instructions
 * dialogs; the calculator dragged and moved by keyboard within the viewport; axe-core; a 390 px
 * phone with the question and its options in view and at most one slim pinned bar.
 */
import t from 'tap';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { closeTestDatabase } from '../helpers/app.ts';
import { axeViolations } from './axe.ts';
import { outputDir } from './browser.ts';
import { focusedTestId, heading, paletteStates, rows, saved, setUp } from './attempt.ts';

t.teardown(closeTestDatabase);
t.setTimeout(300_000);

const serious = (violations: Awaited<ReturnType<typeof axeViolations>>) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const checked = (page: Page) => page.locator('input[type="radio"]:checked').count();

t.test('a choice counts only once saved; the TITA keypad', async (t) => {
  const { page, baseUrl, attemptId, db, bank, noPageErrors } = await setUp(t, {
    sections: (bank) => [{ name: 'Quant', durationSeconds: 900, questionIds: [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.tita[1]!.id] }],
  });
  const [q1, q2, q3] = [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.tita[1]!.id];
  const stored = async (id: number) => (await rows(db, attemptId)).find((row) => row.questionId === id);
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).getByText('Question 1 of 3').waitFor();

  // A choice, then a jump through the palette: dropped.
  await page.getByTestId('option-B').click();
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'B', 'the choice shows');
  t.same(await paletteStates(page), ['notAnswered', 'notVisited', 'notVisited'], 'the palette shows saved states only: not answered yet');
  await page.locator('.palette__button').nth(1).click();
  await heading(page).getByText('Question 2 of 3').waitFor();
  await saved(page);
  t.equal((await stored(q1))?.selectedOption ?? null, null, 'the server has no answer for the question left through the palette');
  t.same(await paletteStates(page), ['notAnswered', 'notAnswered', 'notVisited'], 'question 1 is not answered');

  // A choice, then Previous: dropped too.
  await page.getByTestId('option-C').click();
  await page.getByTestId('previous').click();
  await heading(page).getByText('Question 1 of 3').waitFor();
  t.equal(await checked(page), 0, 'question 1 shows no choice');
  await saved(page);
  t.equal((await stored(q2))?.selectedOption ?? null, null, 'the server has no answer for the question left with Previous');

  // Save & Next and Mark for Review & Next save the choice.
  await page.getByTestId('option-A').click();
  await page.getByTestId('save-next').click();
  await heading(page).getByText('Question 2 of 3').waitFor();
  await page.getByTestId('option-D').click();
  await page.getByTestId('mark-next').click();
  await heading(page).getByText('Question 3 of 3').waitFor();
  await saved(page);
  t.match(await stored(q1), { selectedOption: 'A', markedForReview: false }, 'Save & Next saved A');
  t.match(await stored(q2), { selectedOption: 'D', markedForReview: true }, 'Mark for Review & Next saved D, marked');
  t.same(await paletteStates(page), ['answered', 'answeredMarked', 'notAnswered']);

  // The TITA keypad: digits, minus, decimal point, backspace, clear.
  const input = page.getByTestId('tita-input');
  const keypad = page.getByTestId('tita-keypad');
  const press = (name: string) => keypad.getByRole('button', { name, exact: true }).click();
  for (const key of ['Minus', '1', '2', 'Decimal point', '5']) await press(key);
  t.equal(await input.inputValue(), '-12.5', 'minus, digits and the decimal point from the keypad');
  await press('Backspace');
  t.equal(await input.inputValue(), '-12.', 'backspace drops the last character');
  await press('Clear All');
  t.equal(await input.inputValue(), '', 'Clear All empties the box');
  await input.click();
  await page.keyboard.type('abc2,5e');
  t.equal(await input.inputValue(), '25', 'letters and other signs cannot be typed');
  t.match(await page.getByTestId('tita-error').innerText(), /Only digits, a minus sign and a decimal point/);
  await press('Clear All');
  for (const key of ['2', 'Minus', '5']) await press(key);
  await page.getByTestId('save-next').click();
  t.match(await page.getByTestId('tita-error').innerText(), /Answer must be a number/, '2-5 is not saved');
  await heading(page).getByText('Question 3 of 3').waitFor();
  t.same(await paletteStates(page), ['answered', 'answeredMarked', 'notAnswered'], 'still not answered');
  await press('Clear All');
  for (const key of ['2', 'Decimal point', '5']) await press(key);
  await page.getByTestId('save-next').click();
  await heading(page).getByText('Question 1 of 3').waitFor();
  await saved(page);
  t.match(await stored(q3), { answer: '2.5' }, 'the keypad answer was saved with Save & Next');
  t.same(await paletteStates(page), ['answered', 'answeredMarked', 'answered']);
  noPageErrors();
});

t.test('full window: no site shell, leaving asks, Question Paper and Instructions, a movable calculator, axe', async (t) => {
  const { page, baseUrl, attemptId, testId, noPageErrors } = await setUp(t, {
    sections: (bank) => [{ name: 'Verbal', durationSeconds: 900, questionIds: [...bank.setMembers.map((q) => q.id), bank.verbalSingles[0]!.id] }],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).getByText('Question 1 of 5').waitFor();
  t.equal(await page.locator('.site-header').count(), 0, 'no site header');
  t.equal(await page.getByRole('navigation', { name: /main/i }).count(), 0, 'no site navigation');
  t.equal(await page.getByRole('search').count(), 0, 'no search');
  t.equal(await page.locator('.notification-bell, [data-testid="notification-bell"]').count(), 0, 'no notification bell');
  t.equal(await page.locator('footer.site-footer, .site-footer').count(), 0, 'no footer');
  t.same(serious(await axeViolations(page, undefined, { bestPractice: true })), [], 'axe-core: no serious violations on the exam screen');

  // Leaving: the browser's unload warning is registered; an in-app link asks first.
  t.ok(await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }), 'beforeunload is cancelled (the browser asks before closing or reloading)');
  await page.getByTestId('leave-test').click();
  const ask = page.getByRole('dialog', { name: 'Leave the test?' });
  await ask.waitFor();
  t.same(serious(await axeViolations(page, undefined, { bestPractice: true })), [], 'axe-core: the leave dialog');
  await ask.getByRole('button', { name: 'Stay in the test' }).click();
  // The router's blocker resets asynchronously: the dialog goes on the next render, not at the click.
  t.ok(await ask.waitFor({ state: 'detached', timeout: 5000 }).then(() => true, () => false), 'Stay closes the question');
  t.equal(new URL(page.url()).pathname, `/attempts/${attemptId}`, 'still on the test');

  // Question Paper: every question of the section at a glance.
  await page.getByTestId('question-paper-button').click();
  const paper = page.getByRole('dialog', { name: 'Question paper: Verbal' });
  await paper.waitFor();
  t.equal(await paper.locator('.question-paper__item').count(), 5, 'all five questions of the section');
  t.match(await paper.innerText(), /Set question 1[\s\S]*Set question 4/, 'their texts');
  t.same(serious(await axeViolations(page, undefined, { bestPractice: true })), [], 'axe-core: the question paper');
  await page.keyboard.press('Escape');
  t.equal(await paper.count(), 0, 'Escape closes it');
  t.equal(await focusedTestId(page), 'question-paper-button', 'focus returns to its button');

  // Instructions.
  await page.getByTestId('instructions-button').click();
  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await instructions.waitFor();
  t.match(await instructions.innerText(), /An answer counts only once you press Save & Next/, 'the saving rule is explained');
  t.same(serious(await axeViolations(page, undefined, { bestPractice: true })), [], 'axe-core: the instructions');
  await instructions.getByRole('button', { name: 'Close' }).click();
  t.equal(await instructions.count(), 0);

  // The calculator: dragged by its title bar, kept in the viewport, moved by keyboard.
  await page.getByTestId('calculator-toggle').click();
  const calculator = page.getByTestId('calculator');
  await calculator.waitFor();
  const box = async () => (await calculator.boundingBox())!;
  const viewport = page.viewportSize()!;
  const start = await box();
  const title = (await page.getByTestId('calc-titlebar').locator('h2').boundingBox())!;
  const drag = async (dx: number, dy: number) => {
    const from = { x: title.x + 10, y: title.y + title.height / 2 };
    const before = await box();
    const grip = { x: from.x + (before.x - start.x), y: from.y + (before.y - start.y) };
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(grip.x + dx / 2, grip.y + dy / 2, { steps: 4 });
    await page.mouse.move(grip.x + dx, grip.y + dy, { steps: 4 });
    await page.mouse.up();
  };
  await drag(-500, -300);
  const moved = await box();
  t.ok(Math.abs(moved.x - (start.x - 500)) <= 2 && Math.abs(moved.y - (start.y - 300)) <= 2, `dragged by (-500, -300): from (${start.x}, ${start.y}) to (${moved.x}, ${moved.y})`);
  await drag(-5000, -5000);
  const corner = await box();
  t.same([corner.x, corner.y], [0, 0], 'dragged far up-left, it stops at the corner');
  await drag(5000, 5000);
  const far = await box();
  t.ok(far.x + far.width <= viewport.width && far.y + far.height <= viewport.height && far.x > 0, 'dragged far down-right, it stays in the viewport');
  await page.getByTestId('calc-move').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  const keyed = await box();
  t.same([Math.round(far.x - keyed.x), Math.round(far.y - keyed.y)], [16, 64], 'the arrow keys move it (Shift farther)');
  t.same(serious(await axeViolations(page, undefined, { bestPractice: true })), [], 'axe-core: with the calculator moved');
  await page.screenshot({ path: join(outputDir, 'exam-calculator-moved.png') });

  // Leave after all: the test page, with the site's shell again.
  await page.getByTestId('leave-test').click();
  await page.getByRole('dialog', { name: 'Leave the test?' }).getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL((url) => url.pathname === `/tests/${testId}`);
  await page.locator('.site-header').waitFor();
  t.pass('Leave goes to the test page, inside the site again');
  noPageErrors();
});

/** Visible elements that stay pinned (fixed or sticky, and in the viewport), with their heights. */
const pinned = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const position = getComputedStyle(element).position;
        if (position !== 'fixed' && position !== 'sticky') return false;
        const rect = element.getBoundingClientRect();
        return rect.height > 0 && rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
      })
      .map((element) => ({ name: element.className || element.tagName, height: Math.round(element.getBoundingClientRect().height) })),
  );

t.test('a 390 px phone: the question and its options in view, one slim pinned bar', async (t) => {
  const { page, baseUrl, attemptId, noPageErrors } = await setUp(t, {
    viewport: { width: 390, height: 844 },
    sections: (bank) => [{ name: 'Quant', durationSeconds: 900, questionIds: bank.mcq.map((q) => q.id) }],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).getByText('Question 1 of 6').waitFor();
  const inView = async (testId: string) => {
    const rect = (await page.getByTestId(testId).boundingBox())!;
    return rect.y >= 0 && rect.y + rect.height <= 844;
  };
  t.ok(await inView('question-heading'), 'the question heading is in view');
  t.ok(await inView('option-D'), 'the last option is in view');
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 390 px');
  const atTop = await pinned(page);
  t.ok(atTop.length <= 1, `at most one pinned bar at the top: ${JSON.stringify(atTop)}`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await pinned(page);
  t.ok(scrolled.length <= 1, `at most one pinned bar scrolled down: ${JSON.stringify(scrolled)}`);
  t.ok(scrolled.every((bar) => bar.height <= 56), `and it is slim (${scrolled.map((bar) => bar.height).join(', ')} px)`);
  await page.screenshot({ path: join(outputDir, 'exam-phone.png'), fullPage: false });
  t.same(serious(await axeViolations(page, undefined, { bestPractice: true })), [], 'axe-core: no serious violations at 390 px');
  noPageErrors();
});
