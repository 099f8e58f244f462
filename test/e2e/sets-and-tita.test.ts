/**
 * Question sets, TITA questions and written solutions (contract 7.2) in a real Chromium. Rows are
 * written with drizzle (the import of sets and TITA is tested elsewhere): the list shows a set as
 * one card; a set's question shows its passage beside it on a wide screen (each scrolling by
 * itself) and above it on a phone, with its place in the set and previous/next in the set; a TITA
 * question is answered by keyboard alone, refuses a text that is not a number (storing nothing),
 * and shows the result, the typed answer, the tolerance and the solution above the AI explanation.
 * axe-core finds no violations on either page.
 */
import t from 'tap';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import type { Database } from '../../server/db/client.ts';
import { questionSets, questions, responses } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const tableRows = Array.from({ length: 30 }, (_, index) => `| City ${index + 1} | ${10 + index} | ${20 + index} |`);
const setBody = ['Students by city and stream in 2025.', '', '| City | Commerce | Science |', '|---|---:|---:|', ...tableRows, '', 'All figures are head counts.'].join('\n');

/** One approved MCQ (for the taxonomy ids), a three-question DI set and a stand-alone TITA question. */
async function seed(db: Database) {
  await createQuestions(db, [{ category: 'Data Interpretation', topic: 'Tables', source: 'Mock 1', questionText: 'A stand-alone warm-up question?', correctAnswer: 'C' }]);
  const [first] = await db.select().from(questions).orderBy(asc(questions.id));
  const taxonomy = { categoryId: first!.categoryId, topicId: first!.topicId, sourceId: first!.sourceId, status: 'approved' as const };
  const [set] = await db.insert(questionSets).values({ ...taxonomy, title: 'Students by city', body: setBody }).returning();
  const mcq = (questionText: string, correctAnswer: string) => ({ ...taxonomy, setId: set!.id, questionText, optionA: 'City 1', optionB: 'City 2', optionC: 'City 3', optionD: 'City 30', correctAnswer });
  const members = await db
    .insert(questions)
    .values([
      mcq('Which city has the fewest Commerce students?', 'A'),
      mcq('Which city has the most Science students?', 'D'),
      { ...taxonomy, setId: set!.id, questionType: 'TITA' as const, questionText: 'How many cities are listed?', optionA: '', optionB: '', optionC: '', optionD: '', correctAnswer: '30', answerTolerance: '0' },
    ])
    .returning();
  const [tita] = await db
    .insert(questions)
    .values({
      ...taxonomy,
      questionType: 'TITA' as const,
      questionText: 'What is the growth in per cent, to two decimals?',
      optionA: '',
      optionB: '',
      optionC: '',
      optionD: '',
      correctAnswer: '2.5',
      answerTolerance: '0.01',
      explanation: 'Growth = (41 - 40) / 40 = **2.5%**.',
    })
    .returning();
  return { firstId: first!.id, set: set!, members: members.map((row) => row.id), tita: tita! };
}

t.test('a DI set: one card in the list, the passage beside the question, stacked on a phone', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const { firstId, set, members, tita } = await seed(database.db);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // The list: the warm-up question, then the set as one card with its three questions, then TITA.
  await page.goto(`${baseUrl}/questions?category=${set.categoryId}`);
  const card = page.getByTestId('question-set');
  await card.waitFor();
  t.equal(await card.count(), 1, 'the three consecutive members form one set card');
  t.equal(await card.getByRole('heading', { level: 2 }).textContent(), 'Set Students by city', 'the card is headed by the set title');
  const memberLinks = card.locator('a[href^="/questions/"]');
  t.same(await memberLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), members.map((id) => `/questions/${id}`), 'its questions, in order, each linking to its page');
  t.equal(await card.locator('.chip--tita').count(), 1, 'the TITA member carries the badge');
  const topLevel = page.locator('.question-list__items > li');
  t.equal(await topLevel.count(), 3, 'warm-up, the set card, the stand-alone TITA question');
  t.match(await topLevel.nth(0).innerText(), /warm-up/, 'stand-alone questions as before');
  t.match(await topLevel.nth(2).innerText(), /TITA/, 'the stand-alone TITA question shows the badge');
  t.equal(await topLevel.nth(0).locator('.chip--tita').count(), 0, 'no badge on an MCQ question');
  await page.screenshot({ path: join(outputDir, 'set-list.png'), fullPage: true });

  // The second member at 1280 px: passage on the left, question on the right.
  await page.goto(`${baseUrl}/questions/${members[1]}`);
  const passage = page.getByTestId('set-passage');
  const question = page.getByTestId('set-question');
  // Timed practice: the question and the passage show once the timer starts (contract section 7.5).
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await question.getByText('Which city has the most Science students?').waitFor();
  t.equal(await page.getByTestId('set-position').innerText(), 'Question 2 of 3 in this set');
  t.match(await passage.innerText(), /Students by city[\s\S]*City 30/, 'the passage shows the set title and its data');
  if ((await passage.locator('.markdown').count()) > 0) {
    await passage.locator('table').waitFor();
    t.equal(await passage.locator('table tr').count(), 31, 'the GFM table renders: a header and 30 rows');
  } else {
    t.comment('RichText renders plain text on this branch: the table is checked as text only');
  }
  const left = (await passage.boundingBox())!;
  const right = (await question.boundingBox())!;
  t.ok(left.x + left.width <= right.x, 'the passage is left of the question');
  t.ok(left.y < right.y + right.height && right.y < left.y + left.height, 'side by side: their heights overlap');
  t.ok(left.width > 400 && right.width > 400, `both columns are wide (${Math.round(left.width)} and ${Math.round(right.width)} px)`);
  t.ok(left.y + left.height <= 800, 'the passage fits the window (it scrolls inside itself)');
  const scroll = await passage.evaluate((element) => {
    const before = window.scrollY;
    element.scrollTop = 300;
    return { scrollable: element.scrollHeight > element.clientHeight, moved: element.scrollTop, pageMoved: window.scrollY !== before };
  });
  t.ok(scroll.scrollable && scroll.moved > 0, 'the long passage scrolls inside its own box');
  t.notOk(scroll.pageMoved, 'scrolling the passage leaves the question where it is');
  t.same(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways page scroll');
  await page.screenshot({ path: join(outputDir, 'set-question-wide.png') });

  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations on the set page');

  // Next in set, by keyboard; the list-wide Previous / Next is still there.
  t.equal(await page.getByTestId('next-question').count(), 1, 'the list-wide Next stays');
  await page.getByTestId('next-in-set').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/questions/${members[2]}$`));
  await page.getByText('Question 3 of 3 in this set').waitFor();
  t.equal(await page.getByTestId('next-in-set').count(), 0, 'no Next in set on the last question');
  await page.getByTestId('prev-in-set').click();
  await page.waitForURL(new RegExp(`/questions/${members[1]}$`));
  await page.getByTestId('prev-in-set').click();
  await page.waitForURL(new RegExp(`/questions/${members[0]}$`));
  await page.getByText('Question 1 of 3 in this set').waitFor();
  t.equal(await page.getByTestId('prev-in-set').count(), 0, 'no Previous in set on the first question');

  // A phone: the passage comes first, above the question, and folds away.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${baseUrl}/questions/${members[1]}`);
  await page.getByText('Question 2 of 3 in this set').waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await passage.getByText('City 30').first().waitFor();
  const top = (await passage.boundingBox())!;
  const below = (await question.boundingBox())!;
  t.ok(top.y + top.height <= below.y, 'stacked: the passage above the question');
  t.ok(Math.abs(top.x - below.x) < 2 && top.width > 300, 'both full width');
  t.same(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways page scroll at 375 px');
  await page.screenshot({ path: join(outputDir, 'set-question-phone.png'), fullPage: true });
  const toggle = passage.getByRole('button', { name: 'Hide passage' });
  t.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await toggle.click();
  t.notOk(await passage.getByText('City 30').first().isVisible(), 'Hide passage folds it');
  await passage.getByRole('button', { name: 'Show passage' }).click();
  t.ok(await passage.getByText('City 30').first().isVisible(), 'Show passage brings it back');
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations on the phone layout');

  t.notOk(tita.setId, 'the stand-alone TITA question is outside the set');
  t.ok(firstId < members[0]!, 'ids in list order');
  t.same(pageErrors, [], 'no page errors');
});

t.test('a TITA question answered by keyboard: a non-number is refused, then the result and the solution', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const { tita } = await seed(database.db);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(`${baseUrl}/questions/${tita.id}`);
  await page.getByText(messages.question.startTimer).waitFor();
  t.equal(await page.getByTestId('option-A').count(), 0, 'no option buttons');
  t.equal(await page.getByLabel('Your answer').count(), 0, 'the answer box waits for the timer');
  t.equal(await page.getByTestId('solution').count(), 0, 'no solution before answering');
  t.match(await page.locator('.attempt__chips').innerText(), /TITA/, 'the TITA badge');
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations before answering');

  // Tab to the timer and start it with the keyboard.
  let tabs = 0;
  while (!(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Start timer'))) {
    await page.keyboard.press('Tab');
    if (++tabs > 60) throw new Error('the timer is not reachable by Tab');
  }
  t.pass(`the timer is reached by Tab (${tabs} presses)`);
  await page.keyboard.press('Enter');
  const input = page.getByLabel('Your answer');
  await input.waitFor();
  t.ok(await input.evaluate((element) => element === document.activeElement), 'the answer box takes focus when the timer starts');
  t.equal(await input.getAttribute('inputmode'), 'decimal');
  t.equal(await input.getAttribute('type'), 'text');

  // A text that is not a number: the message, nothing sent. Letters A-D typed here do not answer.
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await page.getByText(messages.question.answerNotNumber).waitFor();
  t.equal(await input.getAttribute('aria-invalid'), 'true', 'the box is marked invalid');
  t.equal(await input.inputValue(), 'abc', 'the typed letters stay in the box');
  t.equal(await page.getByTestId('result').count(), 0, 'no result');
  t.equal((await database.db.select().from(responses).where(eq(responses.questionId, tita.id))).length, 0, 'nothing stored');

  // Correct it and submit with Enter: 2.49 is within ±0.01 of 2.5.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2.49');
  t.equal(await page.getByText(messages.question.answerNotNumber).count(), 0, 'the message goes once the text changes');
  // iOS's decimal keypad has no minus key: the ± button changes the sign and leaves the focus in the box.
  const sign = page.getByRole('button', { name: 'Change sign' });
  await sign.click();
  t.equal(await input.inputValue(), '-2.49', '± makes the answer negative');
  t.ok(await input.evaluate((element) => element === document.activeElement), 'the box keeps the focus (a phone keeps its keypad)');
  await sign.click();
  t.equal(await input.inputValue(), '2.49', 'and ± again makes it positive');
  await page.keyboard.press('Enter');
  const result = page.getByTestId('result');
  await result.waitFor();
  t.match(await result.innerText(), /Correct!/, 'right within the tolerance');
  t.match(await result.getByTestId('typed-answer').innerText(), /Your answer: 2\.49/, 'the typed answer');
  t.match(await result.getByTestId('typed-answer').innerText(), /2\.5/, 'and the correct answer');
  t.equal(await result.getByTestId('tolerance').innerText(), 'Answers within ±0.01 are accepted.');
  t.ok(await input.evaluate((element) => (element as HTMLInputElement).readOnly), 'the box is locked after answering');

  // The solution arrives without a reload (the question is refetched), above the AI explanation.
  const solution = page.getByTestId('solution');
  await solution.waitFor();
  t.match(await solution.innerText(), /Solution[\s\S]*Growth = \(41 - 40\) \/ 40/, 'the written solution');
  const ai = page.getByTestId('ai-opinion');
  await ai.waitFor();
  t.match(await ai.getByRole('heading').innerText(), /AI explanation \(study aid\)/, 'the AI explanation is labelled a study aid');
  await ai.getByText('Generated by AI: check it against the solution.').waitFor();
  t.ok((await solution.boundingBox())!.y < (await ai.boundingBox())!.y, 'the solution is above the AI explanation');
  await page.getByTestId('crowd-stats').waitFor();
  t.notMatch(await page.getByTestId('crowd-stats').innerText(), /Option|\bA\b.*\bB\b/, 'crowd statistics without an option distribution');

  const stored = await database.db.select().from(responses).where(eq(responses.questionId, tita.id));
  t.same(stored.map((row) => [row.answer, row.selectedOption, row.correct]), [['2.49', null, true]], 'one response with the typed answer');

  // Back later: the last attempt, and the solution re-read without answering again.
  await page.reload();
  await page.getByTestId('last-attempt').waitFor();
  t.equal(await page.getByTestId('solution').count(), 0, 'the solution is folded on a return visit');
  const reread = page.getByRole('button', { name: 'Show solution' });
  t.equal(await reread.getAttribute('aria-expanded'), 'false');
  await reread.click();
  t.match(await page.getByTestId('solution').innerText(), /Growth = \(41 - 40\) \/ 40/, '"Show solution" opens the written solution');
  t.equal(await page.getByRole('button', { name: 'Hide solution' }).getAttribute('aria-expanded'), 'true');
  t.equal((await database.db.select().from(responses).where(eq(responses.questionId, tita.id))).length, 1, 'nothing was answered again');
  await page.screenshot({ path: join(outputDir, 'tita-answered.png'), fullPage: true });
  t.same(await axeViolations(page, undefined, { bestPractice: true }), [], 'axe-core: no violations after answering');
  t.same(pageErrors, [], 'no page errors');
});

t.test('the submitter and admins see the solution before answering; the server refusal is shown', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const { tita } = await seed(database.db);
  const admin = await createUser(database.db, { role: 'admin' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/questions/${tita.id}`);
  await page.getByTestId('solution').waitFor();
  t.pass('an admin sees the solution before answering');
  t.equal(await page.getByTestId('result').count(), 0, 'and has not answered');

  // A refusal from the server (faked here: the client's check lets only numbers through) shows in its words.
  await page.getByRole('button', { name: 'Start timer' }).click();
  const input = page.getByLabel('Your answer');
  await input.waitFor();
  await page.route('**/api/addResponse**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: messages.question.answerNotNumber }) }),
  );
  await input.fill('7');
  await input.press('Enter');
  await page.getByRole('alert').filter({ hasText: messages.question.answerNotNumber }).waitFor();
  t.pass('the server\'s 400 text shows under the box');
  t.equal(await page.getByTestId('result').count(), 0, 'no result');
  await page.unroute('**/api/addResponse**');
  await input.fill('2.5');
  await input.press('Enter');
  await page.getByTestId('result').waitFor();
  t.pass('a second try goes through');
  // The only answer so far: said in words, not as a large percentage (contract section 7.5).
  await page.getByTestId('crowd-stats').getByText('You’re the first to answer this question.').waitFor({ timeout: 5000 });
});
