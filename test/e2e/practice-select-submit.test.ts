/**
 * The practice page of contract section 7.5 in a real Chromium: choosing is select-then-submit by
 * mouse (the choice can change; a second click or a double click on the selected option does not
 * submit, contract 8.1 amending 7.5; Submit does) and by keyboard
 * (A–D or the arrow keys select, Enter submits); timed practice hides the question (and a set's
 * passage) until Start; untimed practice (the switch on the page, also on the profile) shows it at
 * once and records the answer without a time; a question answered before says so; the list marks
 * my results and filters by them; the discussion stays folded until answered. axe-core finds no
 * violations on the question, the list and the profile.
 */
import t from 'tap';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { comments, questionSets, questions, responses, users } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

/** Four Quant questions (answers B, A, C, D) and a two-question set in the same category. */
async function seed(db: Database) {
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2021', questionText: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: 'B' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2021', questionText: 'What is 3 x 3?', options: ['9', '6', '12', '3'], correctAnswer: 'A' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2021', questionText: 'What is 10 - 4?', options: ['4', '5', '6', '7'], correctAnswer: 'C' },
    { category: 'Quantitative Aptitude', topic: 'Algebra', source: 'CAT 2021', questionText: 'What is 8 / 2?', options: ['2', '3', '5', '4'], correctAnswer: 'D' },
  ]);
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  const first = rows[0]!;
  const taxonomy = { categoryId: first.categoryId, topicId: first.topicId, sourceId: first.sourceId, status: 'approved' as const };
  const [set] = await db.insert(questionSets).values({ ...taxonomy, title: 'Train timetable', body: 'A train leaves at **9:00** and arrives at 11:30.' }).returning();
  const [member] = await db
    .insert(questions)
    .values({ ...taxonomy, setId: set!.id, questionText: 'How long is the journey?', optionA: '2 h', optionB: '2.5 h', optionC: '3 h', optionD: '1.5 h', correctAnswer: 'B' })
    .returning();
  return { ids: rows.map((row) => row.id), categoryId: first.categoryId, memberId: member!.id };
}

const responsesOf = (db: Database, userId: number) => db.select().from(responses).where(eq(responses.userId, userId)).orderBy(asc(responses.id));

t.test('select then submit, timed and untimed practice, the last attempt, list marks and a folded discussion', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const { ids, categoryId, memberId } = await seed(database.db);
  const [q1, q2, q3, q4] = ids as [number, number, number, number];
  const student = await createUser(database.db);
  const commenter = await createUser(database.db);
  await database.db.insert(comments).values({ questionId: q1, userId: commenter.id, text: 'The answer is B, easy.' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

  // Timed practice (the default): the question is hidden until Start.
  await page.goto(`${baseUrl}/questions/${q1}`);
  await page.getByTestId('start-prompt').waitFor();
  t.equal(await page.getByText('What is 2 + 2?').count(), 0, 'timed: the question text is hidden before Start');
  t.equal(await page.getByTestId('option-A').count(), 0, 'and so are the options');
  t.equal(await page.getByTestId('untimed-switch').isChecked(), false, 'the untimed switch is off');

  // The discussion is folded before answering.
  const gate = page.getByTestId('discussion-gate');
  await gate.waitFor();
  t.equal(await page.getByText('The answer is B, easy.').count(), 0, 'the comments are not shown before answering');
  t.equal(await gate.getByRole('button', { name: messages.question.showDiscussion }).count(), 1, `"${messages.question.showDiscussion}"`);
  const axeBefore = await axeViolations(page);
  t.same(axeBefore, [], 'axe: no violations on the hidden question');

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByText('What is 2 + 2?').waitFor();
  t.pass('Start shows the question');
  t.ok(
    await page.evaluate(() => {
      const focused = document.activeElement;
      return focused !== null && focused.closest('.attempt') !== null && focused.querySelector('[role="radio"]') === null && focused.textContent?.includes('What is 2 + 2?') === true;
    }),
    'the question text takes the focus from the Start button it replaced (not the page)',
  );

  // Mouse: a click selects, the choice can change.
  await page.getByTestId('option-A').click();
  t.equal(await page.getByTestId('option-A').getAttribute('aria-checked'), 'true', 'a click selects A');
  t.equal(await page.getByTestId('result').count(), 0, 'and does not submit');
  await page.getByTestId('option-C').click();
  t.equal(await page.getByTestId('option-C').getAttribute('aria-checked'), 'true', 'another click moves the choice to C');
  t.equal(await page.getByTestId('option-A').getAttribute('aria-checked'), 'false', 'A is no longer selected');
  t.equal((await responsesOf(database.db, student.id)).length, 0, 'nothing is sent while choosing');
  // The answer timer has counted a second (the response records whole seconds).
  await page.waitForFunction(() => !/^[0:]+$/.test(document.querySelector('[data-testid="timer"]')?.textContent?.trim() ?? '0'));
  // A double click (a phone's double tap) or a second click on the selected option does not submit (contract 8.1).
  await page.getByTestId('option-C').dblclick();
  await page.getByTestId('option-C').click();
  await page.waitForTimeout(500);
  t.equal(await page.getByTestId('result').count(), 0, 'a double click on the selected option does not submit');
  t.equal((await responsesOf(database.db, student.id)).length, 0, 'no response stored on the server');
  t.equal(await page.getByTestId('option-C').getAttribute('aria-checked'), 'true', 'C stays selected');
  await page.getByTestId('submit-answer').click();
  const result = page.getByTestId('result');
  await result.waitFor();
  t.match(await result.innerText(), /Incorrect — the answer is B/, 'Submit sends C');
  t.equal(await focusedText(), 'Incorrect — the answer is B', 'focus moves to the result heading');
  let stored = await responsesOf(database.db, student.id);
  t.equal(stored.length, 1, 'one response');
  t.match(stored[0], { questionId: q1, selectedOption: 'C', correct: false }, 'the submitted choice is C');
  t.ok(stored[0]!.timeSeconds !== null && stored[0]!.timeSeconds >= 1, `timed: ${stored[0]!.timeSeconds} s recorded`);

  // Answered: the discussion opens by itself.
  await page.getByText('The answer is B, easy.').waitFor();
  t.equal(await page.getByTestId('discussion-gate').count(), 0, 'after answering the discussion shows');
  await page.getByTestId('crowd-few').waitFor();
  t.equal(await page.getByTestId('crowd-few').innerText(), 'You’re the first to answer this question.', 'the first answer: no big 0%');

  // Next: focus on the new question's heading.
  await page.goto(`${baseUrl}/questions?category=${categoryId}`);
  await page.locator('[data-question-id]').first().waitFor();
  await page.goto(`${baseUrl}/questions/${q2}`);
  await page.getByTestId('start-prompt').waitFor();
  await page.getByTestId('next-question').click();
  await page.waitForURL(new RegExp(`/questions/${q3}$`));
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'question-heading');
  t.pass('after Next, focus is on the new question heading');

  // Keyboard: letters and arrows select, Enter submits.
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByText('What is 10 - 4?').waitFor();
  await page.keyboard.press('b');
  t.equal(await page.getByTestId('option-B').getAttribute('aria-checked'), 'true', 'B selects option B');
  t.equal(await page.getByTestId('result').count(), 0, 'a letter does not submit');
  await page.getByTestId('option-B').focus();
  await page.keyboard.press('ArrowDown');
  t.equal(await page.getByTestId('option-C').getAttribute('aria-checked'), 'true', 'ArrowDown moves the choice to C');
  t.equal(await focusedTestId(), 'option-C', 'and focus with it');
  await page.keyboard.press('Enter');
  await page.getByTestId('result').waitFor();
  t.match(await page.getByTestId('result').innerText(), /Correct!/, 'Enter submits C (right)');
  stored = await responsesOf(database.db, student.id);
  t.match(stored.at(-1), { questionId: q3, selectedOption: 'C', correct: true }, 'stored as C');

  // Keyboard without focus on the options: a letter, then Enter anywhere.
  await page.goto(`${baseUrl}/questions/${q4}`);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await page.getByText('What is 8 / 2?').waitFor();
  await page.keyboard.press('a');
  await page.keyboard.press('d');
  t.equal(await page.getByTestId('option-D').getAttribute('aria-checked'), 'true', 'the last letter wins: D');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Enter');
  await page.getByTestId('result').waitFor();
  t.match(await page.getByTestId('result').innerText(), /Correct!/, 'Enter submits D');

  // Returning to an answered question: the last attempt, and it can be tried again.
  await page.goto(`${baseUrl}/questions/${q1}`);
  const last = page.getByTestId('last-attempt');
  await last.waitFor();
  t.match(await last.innerText(), /Last time you answered C \(wrong\), less than a minute ago\./, 'the last attempt on return');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByTestId('option-B').click();
  await page.getByTestId('submit-answer').click();
  await page.getByTestId('result').waitFor();
  t.match(await page.getByTestId('result').innerText(), /Correct!/, 'attempted again with Submit');

  // The list marks my latest results and filters by them.
  await page.goto(`${baseUrl}/questions?category=${categoryId}`);
  const item = (id: number) => page.locator(`[data-question-id="${id}"]`);
  await item(q1).waitFor();
  t.equal(await item(q1).getByTestId('status-mark').textContent(), '✓ Answered right', 'q1: latest attempt right (icon and words)');
  t.equal(await item(q3).getByTestId('status-mark').textContent(), '✓ Answered right', 'q3 right');
  t.equal(await item(q2).getByTestId('status-mark').count(), 0, 'q2: never attempted, no mark');
  const filter = page.getByTestId('status-filter');
  await filter.getByLabel('Not attempted').check();
  await page.waitForURL(/status=unattempted/);
  await page.waitForFunction((expected) => Array.from(document.querySelectorAll('[data-question-id]')).map((a) => Number(a.getAttribute('data-question-id'))).join(',') === expected, [q2, memberId].join(','));
  t.pass('Not attempted: q2 and the set question');
  t.match(await page.locator('#question-count').innerText(), /^2 questions found/, 'two found');
  const axeList = await axeViolations(page);
  t.same(axeList, [], 'axe: no violations on the list with its filter and marks');
  await filter.getByLabel('Answered right').check();
  await page.waitForURL(/status=correct/);
  await page.waitForFunction((expected) => Array.from(document.querySelectorAll('[data-question-id]')).map((a) => Number(a.getAttribute('data-question-id'))).join(',') === expected, [q1, q3, q4].join(','));
  t.pass('Answered right: q1, q3 and q4');
  await filter.getByLabel('Answered wrong').check();
  await page.getByText(messages.empty.noQuestions).waitFor();
  t.pass('Answered wrong: none now (q1 was put right)');
  await filter.getByLabel('All').check();
  await page.waitForURL((url) => !url.search.includes('status='));
  await item(q2).waitFor();
  t.pass('All: every question again');

  // Untimed practice from the switch on the question page: shown at once, no clock, time null.
  await page.goto(`${baseUrl}/questions/${q2}`);
  await page.getByTestId('start-prompt').waitFor();
  await page.getByTestId('untimed-switch').check();
  await page.getByText('What is 3 x 3?').waitFor();
  t.equal(await page.getByTestId('timer').count(), 0, 'untimed: no clock');
  t.equal(await page.getByTestId('start-prompt').count(), 0, 'and no Start');
  const [saved] = await database.db.select({ untimed: users.untimedPractice }).from(users).where(eq(users.id, student.id));
  t.equal(saved!.untimed, true, 'the preference is saved');
  await page.getByTestId('option-A').click();
  await page.getByTestId('submit-answer').click();
  await page.getByTestId('result').waitFor();
  t.match(await page.getByTestId('result').innerText(), /Untimed attempt/, 'the result says untimed');
  stored = await responsesOf(database.db, student.id);
  t.match(stored.at(-1), { questionId: q2, selectedOption: 'A', correct: true, timeSeconds: null }, 'the response has no time');
  const listed = await page.evaluate(async () => (await fetch('/api/getResponses')).json() as Promise<{ question: { id: number }; time: number | null }[]>);
  t.equal(listed[0]!.time, null, 'getResponses: time null');

  // Untimed on a set question: the passage shows at once.
  await page.goto(`${baseUrl}/questions/${memberId}`);
  await page.getByText('How long is the journey?').waitFor();
  // The passage is Markdown: wait for the renderer (its chunk loads lazily; plain text shows meanwhile).
  await page.getByTestId('set-passage').getByText(/A train leaves at 9:00/).first().waitFor();
  t.pass('untimed: the passage shows at once');
  const axeUntimed = await axeViolations(page);
  t.same(axeUntimed, [], 'axe: no violations on an untimed set question');

  // The profile has the same switch; back to timed practice there.
  await page.goto(`${baseUrl}/profile`);
  const preferences = page.getByTestId('practice-preferences');
  await preferences.waitFor();
  t.equal(await preferences.getByRole('switch', { name: 'Untimed practice' }).isChecked(), true, 'the profile shows untimed practice on');
  const axeProfile = await axeViolations(page, '[data-testid="practice-preferences"]');
  t.same(axeProfile, [], 'axe: no violations on the practice preferences');
  await preferences.getByRole('switch', { name: 'Untimed practice' }).uncheck();
  await page.waitForFunction(async () => ((await (await fetch('/api/userDetails')).json()) as { untimedPractice: boolean }).untimedPractice === false);
  t.pass('switched back to timed practice from the profile');

  // Timed again: the set's passage waits for Start too.
  await page.goto(`${baseUrl}/questions/${memberId}`);
  await page.getByTestId('passage-waiting').waitFor();
  t.equal(await page.getByText('A train leaves at').count(), 0, 'timed: the passage is hidden before Start');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByText('A train leaves at').waitFor();
  t.pass('Start shows the passage with the question');
  await page.screenshot({ path: join(outputDir, 'practice-select-submit.png'), fullPage: true });

  t.same(pageErrors, [], 'no page errors');
});

t.test('touch screens get no keyboard hints', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const { ids } = await seed(database.db);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(desktop, baseUrl, student);
  const desk = await desktop.newPage();
  await desk.goto(`${baseUrl}/questions/${ids[0]}`);
  await desk.getByRole('button', { name: 'Start', exact: true }).click();
  await desk.getByTestId('option-A').waitFor();
  t.ok(await desk.getByText(/Tip: press A–D/).isVisible(), 'with a mouse: the keyboard tip shows');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await logIn(phone, baseUrl, student);
  const touch = await phone.newPage();
  await touch.goto(`${baseUrl}/questions/${ids[0]}`);
  await touch.getByRole('button', { name: 'Start', exact: true }).click();
  await touch.getByTestId('option-A').waitFor();
  t.equal(await touch.getByText(/Tip: press A–D/).isVisible(), false, 'on a touch screen: no keyboard tip');
  // A double tap selects only (contract 8.1 amending 7.5): it once graded a question "Incorrect".
  await touch.getByTestId('option-B').tap();
  await touch.getByTestId('option-B').tap();
  await touch.waitForTimeout(500);
  t.equal(await touch.getByTestId('result').count(), 0, 'two taps on a phone do not submit');
  t.equal((await responsesOf(database.db, student.id)).length, 0, 'no response stored');
  await touch.getByTestId('submit-answer').tap();
  await touch.getByTestId('result').waitFor();
  t.match(await touch.getByTestId('result').innerText(), /Correct!/, 'a tap on Submit submits B');
  t.match((await responsesOf(database.db, student.id)).at(-1), { selectedOption: 'B', correct: true }, 'stored as B');
  const scrollWidth = await touch.evaluate(() => document.documentElement.scrollWidth);
  t.ok(scrollWidth <= 360, `no sideways scrolling at 360 px (${scrollWidth})`);
});

t.test('"Load more" in the question list moves focus to the first new question', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await createQuestions(
    database.db,
    Array.from({ length: 52 }, (_, index) => ({ category: 'Logical Reasoning', topic: 'Seating', source: 'Mock 2', questionText: `Seating puzzle number ${index + 1}?` })),
  );
  const rows = await database.db.select({ id: questions.id, categoryId: questions.categoryId }).from(questions).orderBy(asc(questions.id));
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/questions?category=${rows[0]!.categoryId}`);
  await page.locator('[data-question-id]').nth(49).waitFor();
  t.equal(await page.locator('[data-question-id]').count(), 50, 'the first page: 50 questions');
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-question-id') === String(id), rows[50]!.id);
  t.pass('focus is on the 51st question, the first new one');
  t.equal(await page.locator('[data-question-id]').count(), 52, 'all 52 shown');
});
