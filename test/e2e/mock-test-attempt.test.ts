/**
 * Taking a mock test in the CAT interface (/attempts/:id, docs/contract.md 7.3) in a real
 * Chromium against the real API, PostgreSQL, Redis, socket.io and (where a section times out) the
 * BullMQ workers: a two-section test taken with the keyboard alone; the five palette states with
 * their counts, restored with the same time left after a reload; a section whose time runs out on
 * the server moves the page on; a save made offline arrives once back online; the calculator;
 * axe-core finds no violations (also with the calculator and the submit dialog open); 360 px wide.
 */
import t from 'tap';
import { join } from 'node:path';
import { closeTestDatabase } from '../helpers/app.ts';
import { axeViolations } from './axe.ts';
import { outputDir } from './browser.ts';
import { countdownSeconds, focusedTestId, heading, legendCount, paletteNames, paletteStates, rows, saved, setUp, tabTo, xrw } from './attempt.ts';

t.teardown(closeTestDatabase);
// Several browser journeys through whole attempts: minutes on a busy machine (tap's default is 120 s).
t.setTimeout(300_000);

t.test('a two-section test taken with the keyboard alone', async (t) => {
  const { page, db, bank, attemptId, baseUrl, context, noPageErrors } = await setUp(t, {
    sections: (bank) => [
      { name: 'Quant', durationSeconds: 600, questionIds: [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.tita[0]!.id] },
      { name: 'Verbal', durationSeconds: 600, questionIds: [...bank.setMembers.map((q) => q.id), bank.verbalSingles[0]!.id] },
    ],
  });
  const [q1, q2, q3] = [bank.mcq[0]!.id, bank.mcq[1]!.id, bank.tita[0]!.id];
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).getByText('Question 1 of 3').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Mock CAT 1' }).waitFor();
  t.pass('the test title heads the page');
  t.equal(await page.getByTestId('section-title').innerText(), 'Section 1 of 2: Quant');
  t.equal(await page.getByTestId('verify-email-banner').count(), 0, 'no verify-email banner between the header and the test (the user is unverified)');
  t.match(await page.locator('.attempt-countdown__time').innerText(), /^(10:00|09:5\d)$/, 'the countdown shows mm:ss from the server');

  // Q1: Tab into the radio group, Space picks A, the arrow key moves to B (radios choose as they move).
  await tabTo(page, 'input[type="radio"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'B', 'the arrow key chose B');
  await tabTo(page, '[data-testid="save-next"]');
  await page.keyboard.press('Enter');
  await heading(page).getByText('Question 2 of 3').waitFor();
  t.equal(await focusedTestId(page), 'question-heading', 'Save & Next puts focus on the next question heading');

  // Q2: answer A and mark it for review.
  await tabTo(page, 'input[type="radio"]');
  await page.keyboard.press('Space');
  await tabTo(page, '[data-testid="mark-next"]');
  await page.keyboard.press('Enter');
  await heading(page).getByText('Question 3 of 3').waitFor();

  // Q3 (TITA): a numeric box.
  t.equal(await page.getByTestId('tita-input').getAttribute('inputmode'), 'decimal', 'the TITA box asks for the decimal keyboard');
  await tabTo(page, '[data-testid="tita-input"]');
  await page.keyboard.type('4x');
  t.equal(await page.getByTestId('tita-input').inputValue(), '4', 'a letter cannot be typed');
  t.match(await page.getByTestId('tita-error').innerText(), /Only digits, a minus sign and a decimal point/, 'the refused letter is explained');
  await page.keyboard.type('2');
  t.equal(await page.getByTestId('tita-error').innerText(), '');
  await tabTo(page, '[data-testid="save-next"]');
  await page.keyboard.press('Enter');
  await heading(page).getByText('Question 1 of 3').waitFor();

  // Q1 again: Clear Response.
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'B', 'Q1 still shows B');
  await tabTo(page, '[data-testid="clear-response"]');
  await page.keyboard.press('Enter');
  t.equal(await page.locator('input[type="radio"]:checked').count(), 0, 'Clear Response unchecked the option');
  await saved(page);
  t.same(await paletteStates(page), ['notAnswered', 'answeredMarked', 'answered'], 'the palette: cleared, answered and marked, answered');

  // The palette by keyboard.
  await tabTo(page, '[aria-label="Question 2, answered and marked for review"]');
  await page.keyboard.press('Enter');
  await heading(page).getByText('Question 2 of 3').waitFor();
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'A');

  // Submit section 1 through the confirm dialog.
  await tabTo(page, '[data-testid="submit-section"]');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit Quant?' });
  await dialog.waitFor();
  const summary = await dialog.getByTestId('submit-summary').locator('tr').evaluateAll((trs) => trs.map((tr) => tr.textContent));
  t.same(summary, ['Answered1', 'Not answered1', 'Not visited0', 'Marked for review0', 'Answered and marked for review1'], 'the dialog counts each state');
  await tabTo(page, '[data-testid="confirm-submit"]', 10);
  await page.keyboard.press('Enter');
  await page.getByTestId('section-title').getByText('Section 2 of 2: Verbal').waitFor();
  t.match(await page.getByTestId('section-notice').innerText(), /Quant has ended\. Now Section 2 of 2: Verbal/, 'a notice says the section moved on');
  await heading(page).getByText('Question 1 of 5').waitFor();
  t.equal(await focusedTestId(page), 'question-heading', 'focus starts on the new section’s first question');
  t.match(await page.getByTestId('set-passage').innerText(), /Monsoon passage[\s\S]*The monsoon arrives in June/, 'a set question shows its passage');
  const passage = (await page.getByTestId('set-passage').boundingBox())!;
  const question = (await page.getByTestId('attempt-question').boundingBox())!;
  t.ok(passage.x + passage.width <= question.x, 'the passage is beside the question on a wide screen');
  await page.screenshot({ path: join(outputDir, 'attempt-set.png') });

  // Section 2: answer the first two, submit; the attempt is completed and the page goes to the result.
  await tabTo(page, 'input[type="radio"]');
  await page.keyboard.press('Space');
  await tabTo(page, '[data-testid="save-next"]');
  await page.keyboard.press('Enter');
  await heading(page).getByText('Question 2 of 5').waitFor();
  await tabTo(page, 'input[type="radio"]');
  await page.keyboard.press('ArrowDown'); // Tab focused A (none checked); the arrow moves to B and checks it
  await tabTo(page, '[data-testid="save-next"]'); // a choice counts only once saved (CAT)
  await page.keyboard.press('Enter');
  await heading(page).getByText('Question 3 of 5').waitFor();
  await tabTo(page, '[data-testid="submit-section"]');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Submit Verbal?' }).waitFor();
  t.match(await page.getByRole('dialog').innerText(), /This is the last section/);
  await tabTo(page, '[data-testid="confirm-submit"]', 10);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `/attempts/${attemptId}/result`);
  t.pass('the completed attempt navigates to /result');

  const saved2 = await rows(db, attemptId);
  const byId = new Map(saved2.map((row) => [row.questionId, row]));
  t.match(byId.get(q1), { selectedOption: null, answer: null, markedForReview: false }, 'Q1 cleared');
  t.match(byId.get(q2), { selectedOption: 'A', markedForReview: true }, 'Q2 answered and marked');
  t.match(byId.get(q3), { answer: '42', selectedOption: null, markedForReview: false }, 'Q3 TITA 42');
  const [s1, s2] = [bank.setMembers[0]!.id, bank.setMembers[1]!.id];
  t.match(byId.get(s1), { selectedOption: 'A' }, 'section 2, question 1');
  t.match(byId.get(s2), { selectedOption: 'B' }, 'section 2, question 2');
  t.equal(saved2.length, 6, 'a row for every question shown (Save & Next showed section 2’s third), none for the two never shown');
  const result = await context.request.get(`${baseUrl}/api/attempts/${attemptId}/result`);
  t.equal(result.status(), 200, 'the API has the completed attempt');
  const body = await result.json();
  t.equal(body.correct, 3, 'Q2 (A), Q3 (42) and set question 1 (A) are right');
  noPageErrors();
});

t.test('the five palette states and their counts, restored after a reload with the same time left', async (t) => {
  const { page, baseUrl, attemptId, db, noPageErrors } = await setUp(t, {
    sections: (bank) => [{ name: 'Quant', durationSeconds: 900, questionIds: bank.mcq.map((q) => q.id) }],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).getByText('Question 1 of 6').waitFor();
  await page.getByTestId('option-A').click();
  await page.getByTestId('save-next').click(); // Q1 answered
  await page.getByTestId('save-next').click(); // Q2 visited, not answered
  await page.getByTestId('mark-next').click(); // Q3 marked
  await page.getByTestId('option-C').click();
  await page.getByTestId('mark-next').click(); // Q4 answered and marked; Q5 shown; Q6 never
  await heading(page).getByText('Question 5 of 6').waitFor();
  await saved(page);
  const expected = ['answered', 'notAnswered', 'marked', 'answeredMarked', 'notAnswered', 'notVisited'];
  t.same(await paletteStates(page), expected, 'each question in its state');
  t.same(
    await paletteNames(page),
    ['Question 1, answered', 'Question 2, not answered', 'Question 3, marked for review', 'Question 4, answered and marked for review', 'Question 5, not answered', 'Question 6, not visited'],
    'the accessible names say the state',
  );
  const counts = { answered: 1, notAnswered: 2, notVisited: 1, marked: 1, answeredMarked: 1 };
  for (const [state, count] of Object.entries(counts)) t.equal(await legendCount(page, state), count, `legend: ${state} ${count}`);
  const shapes = await page.locator('.palette__button').evaluateAll((buttons) => buttons.map((b) => [getComputedStyle(b).borderRadius, b.querySelector('svg path')?.getAttribute('d') ?? 'none']));
  t.equal(new Set(shapes.map((shape) => shape.join('|'))).size, 5, 'five distinct shape and sign pairs, not colour alone');
  t.equal(await page.locator('.palette__button[aria-current="step"]').innerText(), '5', 'the current question is marked');
  await page.screenshot({ path: join(outputDir, 'attempt-palette.png') });
  t.equal((await rows(db, attemptId)).length, 5, 'the server keeps a row for each visited question');

  // Reload: the same question, answers, states and time left.
  // Let the countdown tick at least once before comparing across the reload.
  const shown = await countdownSeconds(page);
  await page.waitForFunction((seconds) => Number(document.querySelector('.attempt-countdown__time')?.getAttribute('data-seconds')) < seconds, shown);
  const before = await countdownSeconds(page);
  await page.reload();
  await heading(page).getByText('Question 5 of 6').waitFor();
  const after = await countdownSeconds(page);
  t.ok(Math.abs(before - after) <= 2, `the same time left (${before} s before, ${after} s after)`);
  t.ok(after < 900 && after > 800, 'counting down from the server’s endsAt');
  t.same(await paletteStates(page), expected, 'the palette states are restored');
  await page.locator('.palette__button').nth(3).click();
  await heading(page).getByText('Question 4 of 6').waitFor();
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'C', 'the answer is restored');
  noPageErrors();
});

t.test('a section whose time runs out on the server moves the page on, then to the result', async (t) => {
  const { page, baseUrl, attemptId, context, noPageErrors } = await setUp(t, {
    workers: true,
    sections: (bank) => [
      // Long enough to choose and save before it ends on a busy machine.
      { name: 'Quick one', durationSeconds: 10, questionIds: [bank.mcq[0]!.id] },
      { name: 'Quick two', durationSeconds: 4, questionIds: [bank.mcq[1]!.id] },
    ],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).waitFor();
  t.equal(await page.getByTestId('section-title').innerText(), 'Section 1 of 2: Quick one');
  await page.getByTestId('option-D').click();
  await page.getByTestId('save-next').click(); // a choice counts only once saved (CAT)
  await saved(page);
  await page.getByTestId('section-title').getByText('Section 2 of 2: Quick two').waitFor({ timeout: 20_000 });
  t.match(await page.getByTestId('section-notice').innerText(), /Quick one has ended/, 'the notice says the section ended');
  await page.waitForURL((url) => url.pathname === `/attempts/${attemptId}/result`, { timeout: 15_000 });
  t.pass('the last section timing out navigates to /result');
  const result = await (await context.request.get(`${baseUrl}/api/attempts/${attemptId}/result`)).json();
  t.equal(result.questions[0].selectedOption, 'D', 'the answer given before the time ran out counts');
  noPageErrors();
});

t.test('without the deadline job, the countdown reaching 0 refetches until the server (settling on read) has ended the section', async (t) => {
  const { page, baseUrl, attemptId, noPageErrors } = await setUp(t, {
    workers: false,
    sections: (bank) => [{ name: 'Only', durationSeconds: 3, questionIds: [bank.mcq[0]!.id] }],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).waitFor();
  await page.getByText('Time is up for this section. Moving on…').waitFor({ timeout: 10_000 });
  t.ok(await page.locator('input[type="radio"]').first().isDisabled(), 'answers are locked once the time is up');
  await page.waitForURL((url) => url.pathname === `/attempts/${attemptId}/result`, { timeout: 15_000 });
  t.pass('the page moved on to /result');
  noPageErrors();
});

t.test('a section submitted on another device: the socket event moves this page on', async (t) => {
  const { page, baseUrl, attemptId, context, noPageErrors } = await setUp(t, {
    sections: (bank) => [
      { name: 'First', durationSeconds: 600, questionIds: [bank.mcq[0]!.id] },
      { name: 'Second', durationSeconds: 600, questionIds: [bank.mcq[1]!.id] },
    ],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).waitFor();
  // Whether the socket is connected yet or not: the event, or the refetch on connecting, moves the page on.
  const submitted = await context.request.post(`${baseUrl}/api/attempts/${attemptId}/sections/submit`, { headers: xrw, data: { sectionIndex: 0 } });
  t.equal(submitted.status(), 200);
  await page.getByTestId('section-title').getByText('Section 2 of 2: Second').waitFor({ timeout: 5000 });
  t.match(await page.getByTestId('section-notice').innerText(), /First has ended/);
  noPageErrors();
});

t.test('a save made offline is queued and arrives once back online', async (t) => {
  const { page, baseUrl, attemptId, db, context, bank, noPageErrors } = await setUp(t, {
    sections: (bank) => [{ name: 'Quant', durationSeconds: 900, questionIds: [bank.mcq[0]!.id, bank.mcq[1]!.id] }],
  });
  const [q1, q2] = [bank.mcq[0]!.id, bank.mcq[1]!.id];
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).waitFor();
  await page.getByTestId('option-A').click();
  await page.getByTestId('save-next').click();
  await saved(page);
  await context.setOffline(true);
  await page.getByTestId('option-C').click();
  await page.getByTestId('save-next').click(); // to question 1
  await page.locator('[data-testid="save-status"][data-state="offline"]').waitFor();
  t.match(await page.getByTestId('save-status').innerText(), /Offline — your answers are kept on this device and will be saved when you reconnect/);
  t.match(await page.evaluate((key) => localStorage.getItem(key), `mockTests.attempt.${attemptId}.unsentSaves`), new RegExp(`"${q2}":\\{[^}]*"selectedOption":"C"`), 'the unsent save is kept in localStorage');
  t.equal((await rows(db, attemptId)).find((row) => row.questionId === q2)?.selectedOption ?? null, null, 'nothing reached the server yet');
  await context.setOffline(false);
  await saved(page);
  const after = await rows(db, attemptId);
  t.equal(after.find((row) => row.questionId === q2)?.selectedOption, 'C', 'the queued save arrived');
  t.equal(after.find((row) => row.questionId === q1)?.selectedOption, 'A');
  t.equal(await page.evaluate((key) => localStorage.getItem(key), `mockTests.attempt.${attemptId}.unsentSaves`), null, 'nothing left in storage');

  // A save the network refuses, then a reload: the change is shown from storage and sent once it can be.
  const answersPath = /\/api\/attempts\/\d+\/answers\/\d+$/;
  await page.route(answersPath, (route) => route.abort('internetdisconnected'));
  await page.locator('.palette__button').nth(1).click();
  await heading(page).getByText('Question 2 of 2').waitFor();
  await page.getByTestId('option-D').click();
  await page.getByTestId('save-next').click();
  await page.locator('[data-testid="save-status"][data-state="offline"]').waitFor();
  await page.reload();
  await heading(page).getByText('Question 1 of 2').waitFor();
  await page.locator('.palette__button').nth(1).click();
  await heading(page).getByText('Question 2 of 2').waitFor();
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'D', 'after the reload the unsent answer still shows');
  t.equal((await rows(db, attemptId)).find((row) => row.questionId === q2)?.selectedOption, 'C', 'the server still has the older answer');
  await page.unroute(answersPath);
  await context.setOffline(true);
  await context.setOffline(false); // `online` flushes the queue at once
  await saved(page);
  t.equal((await rows(db, attemptId)).find((row) => row.questionId === q2)?.selectedOption, 'D', 'the change kept over the reload arrived');
  noPageErrors();
});

t.test('accessibility, the calculator by keyboard, and 360 px', async (t) => {
  const { page, baseUrl, attemptId, noPageErrors } = await setUp(t, {
    sections: (bank) => [{ name: 'Verbal', durationSeconds: 900, questionIds: [...bank.setMembers.map((q) => q.id), bank.verbalSingles[0]!.id] }],
  });
  await page.goto(`${baseUrl}/attempts/${attemptId}`);
  await heading(page).waitFor();
  await page.getByTestId('set-passage').waitFor();
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations on the attempt page');

  // The calculator, opened and used with the keyboard.
  await tabTo(page, '[data-testid="calculator-toggle"]');
  await page.keyboard.press('Enter');
  await page.getByTestId('calculator').waitFor();
  await page.keyboard.type('0.1+0.2=');
  t.equal(await page.getByTestId('calc-display').innerText(), '0.3', 'typed 0.1 + 0.2 = shows 0.3');
  await page.getByRole('button', { name: 'Square root' }).click();
  await page.getByRole('button', { name: 'Memory store' }).click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Memory recall' }).click();
  t.equal(await page.getByTestId('calc-display').innerText(), '0.547722557505', 'memory keeps √0.3');
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations with the calculator open');
  await page.getByTestId('option-B').click();
  t.equal(await page.locator('input[type="radio"]:checked').getAttribute('value'), 'B', 'the question stays usable beside the calculator');
  await page.getByTestId('calculator').focus();
  await page.keyboard.press('Escape');
  t.equal(await page.getByTestId('calculator').count(), 0, 'Escape closes the calculator');
  t.equal(await focusedTestId(page), 'calculator-toggle', 'focus returns to its toggle');

  await page.getByTestId('submit-section').click();
  await page.getByRole('dialog').waitFor();
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations with the submit dialog open');
  await page.keyboard.press('Escape');
  t.equal(await page.getByRole('dialog').count(), 0, 'Escape cancels the submit');

  // A phone: no sideways scroll; the palette opens as a sheet.
  await page.setViewportSize({ width: 360, height: 740 });
  await heading(page).waitFor();
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 360 px');
  t.notOk(await page.getByTestId('palette').isVisible(), 'the palette is folded away on a phone');
  await page.getByTestId('palette-toggle').click();
  await page.getByTestId('palette').waitFor({ state: 'visible' });
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations with the palette sheet open at 360 px');
  await page.screenshot({ path: join(outputDir, 'attempt-phone-palette.png') });
  await page.keyboard.press('Escape');
  t.notOk(await page.getByTestId('palette').isVisible(), 'Escape closes the sheet');
  await page.getByTestId('calculator-toggle').click();
  const calculator = (await page.getByTestId('calculator').boundingBox())!;
  t.ok(calculator.x >= 0 && calculator.x + calculator.width <= 360, 'the calculator fits the phone');
  await page.screenshot({ path: join(outputDir, 'attempt-phone-calculator.png') });
  noPageErrors();
});
