/**
 * Offline practice in Chromium (contract 8.5): a student saves a pack of 10 from the question bank
 * (its category only), the network goes, /offline (reloaded offline too) lists the pack and
 * practises it — three answers judged on the device, each with its result and written solution,
 * "3 answers waiting to be sent", the pack's image shown from the worker's cache — and when the network returns the three reach the server exactly
 * once each and nothing waits. Online, an answer whose request fails is kept and sent once later:
 * one that never reached the server, and one the server stored but whose answer was lost (sent
 * again with the same clientId, stored once).
 */
import t from 'tap';
import { and, asc, eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from 'playwright-core';
import type { Database } from '../../server/db/client.ts';
import { questions, responses } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const quant = 'Quantitative Aptitude';

/**
 * 13 Quant questions (the first an MCQ with key B showing image `imageUrl`, the second a TITA
 * 2.5 ± 0.01, the third an MCQ with key A; each with a solution) and one VARC question.
 */
async function seed(db: Database, imageUrl = '/api/images/1') {
  await createQuestions(db, [
    { category: quant, topic: 'Algebra', questionText: `What is 2 + 2? ![four dots](${imageUrl})`, options: ['3', '4', '5', '6'], correctAnswer: 'B', explanation: 'Two and two make **four**.' },
    { category: quant, topic: 'Algebra', questionType: 'TITA', questionText: 'What is 5 / 2?', correctAnswer: '2.5', answerTolerance: '0.01', explanation: 'Half of five is 2.5.' },
    { category: quant, topic: 'Algebra', questionText: 'What is 3 x 3?', options: ['9', '6', '12', '3'], correctAnswer: 'A', explanation: 'Three threes are nine.' },
    ...Array.from({ length: 10 }, (_, index) => ({ category: quant, topic: 'Algebra', questionText: `Filler question ${index + 1}?`, explanation: `Filler solution ${index + 1}.` })),
    { category: 'Verbal Ability', topic: 'Reading', questionText: 'A verbal question?', explanation: 'Verbal solution.' },
  ]);
  return db.select().from(questions).orderBy(asc(questions.id));
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads a 1x1 PNG as the logged-in user of `request`; answers its address. */
async function uploadPng(request: APIRequestContext, baseUrl: string): Promise<string> {
  const response = await request.post(`${baseUrl}/api/images`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, multipart: { image: { name: 'dot.png', mimeType: 'image/png', buffer: png } } });
  if (response.status() !== 201) throw new Error(`upload: ${response.status()}`);
  return (await response.json()).url;
}

const responsesOf = (db: Database, userId: number) => db.select().from(responses).where(eq(responses.userId, userId)).orderBy(asc(responses.id));

/** Polls `check` until it holds (every 100 ms), failing after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the timer, picks `option` and submits it. */
async function answerOption(page: Page, option: string) {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByTestId(`option-${option}`).click();
  await page.getByTestId('submit-answer').click();
}

t.test('save a pack, practise it offline, the answers reach the server once when the network returns', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const imageUrl = await uploadPng(context.request, baseUrl);
  const otherImage = await uploadPng(context.request, baseUrl);
  const rows = await seed(database.db, imageUrl);
  const [q1, q2, q3] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // The bank: Quant only, a pack of 10.
  await page.goto(`${baseUrl}/question-bank`);
  const panel = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await panel('Categories').getByRole('button', { name: quant }).click();
  const save = page.getByTestId('save-pack');
  t.match(await save.innerText(), /the difficulty filter is not used/, 'the control says difficulty does not choose a pack');
  t.ok(await save.getByRole('radio', { name: '10' }).isChecked(), '10 questions is the first choice');
  await save.getByRole('button', { name: 'Save 10 questions for offline' }).click();
  await page.getByTestId('save-pack-status').getByText('Saved 10 questions for offline.').waitFor();
  t.pass('"Saved 10 questions for offline."');
  // The pack's image is kept; an image no pack shows is not, even once fetched.
  await page.evaluate((url) => fetch(url).then((response) => response.blob()), otherImage);
  const keptImages = () => page.evaluate(async () => (await (await caches.open('pack-images')).keys()).map((request) => new URL(request.url).pathname));
  t.same(await keptImages(), [imageUrl], "only the pack's image is kept for offline");

  // The service worker controls the page (it takes pages loaded after its install).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.goto(`${baseUrl}/offline`);
  await page.getByRole('heading', { name: 'Offline practice', level: 1 }).waitFor({ timeout: 15_000 });
  await page.reload();
  await page.getByRole('heading', { name: 'Offline practice', level: 1 }).waitFor({ timeout: 15_000 });
  const pack = page.getByTestId('saved-pack');
  await pack.waitFor();
  t.equal(await pack.count(), 1, 'offline, after a reload, the saved pack is listed');
  t.match(await pack.innerText(), /Quantitative Aptitude/, 'named after the chosen category');
  t.match(await pack.innerText(), /10 questions · saved .* 10 not answered yet/, 'with its count, date saved and what is left');
  t.same(await axeViolations(page), [], 'axe: no violations on the offline page');

  await pack.getByRole('button', { name: 'Practise Quantitative Aptitude' }).click();
  await page.getByText('Question 1 of 10').waitFor();

  // 1: MCQ, right, with its image from the cache.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const image = page.locator('.attempt__text img');
  await image.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.attempt__text img');
    return img !== null && img.complete;
  });
  t.equal(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), 1, "offline, the question's image shows");
  // Past the browser's HTTP cache (no-store): what answers is the worker's `pack-images` cache or nothing.
  const fetchOffline = (url: string) => page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((response) => response.status, () => 'failed'), url);
  t.equal(await fetchOffline(imageUrl), 200, "the pack's image comes from the worker's cache");
  t.equal(await fetchOffline(otherImage), 'failed', 'an image of no pack is not there offline');
  await page.getByTestId('option-B').click();
  await page.getByTestId('submit-answer').click();
  await page.getByTestId('result').getByText('Correct!').waitFor();
  t.match(await page.getByTestId('solution').innerText(), /Two and two make four/, 'the result and the written solution show offline');
  await page.getByRole('button', { name: 'Next question' }).click();

  // 2: TITA within the tolerance, right.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByTestId('tita-input').fill('2.49');
  await page.getByTestId('tita-input').press('Enter');
  await page.getByTestId('result').getByText('Correct!').waitFor();
  t.match(await page.getByTestId('tolerance').innerText(), /±0\.01/, 'the TITA tolerance is told');
  t.match(await page.getByTestId('solution').innerText(), /Half of five is 2\.5/);
  await page.getByRole('button', { name: 'Next question' }).click();

  // 3: MCQ, wrong.
  await answerOption(page, 'C');
  await page.getByTestId('result').getByText('Incorrect — the answer is A').waitFor();
  t.match(await page.getByTestId('solution').innerText(), /Three threes are nine/);

  const waiting = page.getByTestId('waiting-answers');
  await page.waitForFunction(() => document.querySelector('[data-testid="waiting-answers"]')?.getAttribute('data-count') === '3');
  t.match(await waiting.innerText(), /^3 answers waiting to be sent/, '"3 answers waiting to be sent"');
  t.equal(await waiting.getAttribute('role'), 'status', 'in a status region');
  t.match(await page.getByTestId('banner-waiting').innerText(), /3 answers waiting to be sent/, 'the offline banner says it too');
  t.equal((await responsesOf(database.db, student.id)).length, 0, 'nothing has reached the server');

  // The network returns.
  await context.setOffline(false);
  await page.waitForFunction(() => document.querySelector('[data-testid="waiting-answers"]')?.getAttribute('data-count') === '0', undefined, { timeout: 30_000 });
  t.equal(await waiting.innerText(), '', 'the waiting count goes to 0');
  const sent = await responsesOf(database.db, student.id);
  t.same(
    sent.map((row) => [row.questionId, row.correct]),
    [
      [q1.id, true],
      [q2.id, true],
      [q3.id, false],
    ],
    'the three answers are on the server once each, judged as on the device',
  );
  t.equal(sent[1]!.answer, '2.49', 'the TITA answer as typed');
  t.equal(new Set(sent.map((row) => row.clientId)).size, 3, 'each with its own clientId');
  t.ok(sent.every((row) => row.offline && row.timeSeconds !== null), 'counted as offline answers, with their time');

  // On a 360 px phone the page and a question of the pack fit.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  t.ok((await overflow()) <= 0, 'a pack question fits a 360 px phone');

  // Sending again (another flush, a reload) stores nothing more.
  await page.reload();
  await page.getByTestId('saved-pack').waitFor();
  t.match(await page.getByTestId('saved-pack').innerText(), /7 not answered yet/, 'the pack remembers what was answered');
  t.ok((await overflow()) <= 0, 'the list of packs fits a 360 px phone');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  t.equal((await responsesOf(database.db, student.id)).length, 3, 'still three responses after a reload');
  t.same(pageErrors, [], 'no page errors');
});

t.test('online, an answer whose request fails is kept and sent exactly once', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const rows = await seed(database.db);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const isAnswer = (url: URL) => url.pathname === '/api/addResponse';
  const ofQuestion = async (id: number) => database.db.select().from(responses).where(and(eq(responses.userId, student.id), eq(responses.questionId, id)));

  // The request never reaches the server.
  const [first, second] = [rows[0]!, rows[2]!];
  await page.route(isAnswer, (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto(`${baseUrl}/questions/${first.id}`);
  await answerOption(page, 'B');
  await page.getByTestId('answer-queued').getByText('Your answer is kept on this device').waitFor();
  t.pass('the answer is kept on the device, and the page says so');
  await until(async () => (await ofQuestion(first.id)).length === 1, 'the kept answer to reach the server');
  await page.waitForFunction(() => document.querySelector('[data-testid="banner-waiting"]') === null);
  t.equal((await ofQuestion(first.id)).length, 1, 'it is sent once');
  t.equal((await ofQuestion(first.id))[0]!.correct, true);

  // The server stores it, but its answer is lost on the way back: sent again, stored once.
  await page.route(
    isAnswer,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.goto(`${baseUrl}/questions/${second.id}`);
  await answerOption(page, 'C');
  await page.getByTestId('answer-queued').waitFor();
  await until(async () => (await database.db.select().from(responses).where(eq(responses.userId, student.id))).length >= 2, 'the second answer');
  await page.waitForFunction(() => document.querySelector('[data-testid="banner-waiting"]') === null, undefined, { timeout: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stored = await ofQuestion(second.id);
  t.equal(stored.length, 1, 'stored once although sent twice');
  t.equal(stored[0]!.correct, false);
  t.ok(stored[0]!.clientId, 'with its clientId');
  t.equal((await responsesOf(database.db, student.id)).length, 2, 'two answers in all');
});

t.test('a pack keeps a set whole with its passage; the page works by keyboard and passes axe', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  await createQuestions(database.db, [
    { category: quant, topic: 'Arithmetic', questionText: 'How long is the journey?', options: ['2 h', '2.5 h', '3 h', '1.5 h'], correctAnswer: 'B', setTitle: 'Train timetable', setText: 'A train leaves at **9:00** and arrives at 11:30.', explanation: 'From 9:00 to 11:30 is 2.5 hours.' },
    { category: quant, topic: 'Arithmetic', questionText: 'When does it leave?', options: ['9:00', '11:30', '10:00', '8:30'], correctAnswer: 'A', setTitle: 'Train timetable', explanation: 'It leaves at 9:00.' },
  ]);
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();

  await page.goto(`${baseUrl}/question-bank`);
  await page.getByTestId('save-pack').getByRole('radio', { name: '25' }).check();
  await page.getByRole('button', { name: 'Save 25 questions for offline' }).click();
  await page.getByTestId('save-pack-status').getByText('Saved 2 questions for offline.').waitFor();
  await page.getByTestId('save-pack-status').getByRole('link', { name: 'Open offline practice' }).click();
  await page.waitForURL(/\/offline$/);
  const pack = page.getByTestId('saved-pack');
  await pack.waitFor();
  t.match(await pack.innerText(), /All categories\s*2 questions/, 'a pack made without a filter is named "All categories"');

  // Keyboard: open the pack, the position line has focus; Start, pick and submit with keys.
  await pack.getByRole('button', { name: 'Practise All categories' }).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('pack-position').waitFor();
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'pack-position', 'the position line takes focus');
  t.match(await page.getByTestId('pack-position').innerText(), /Question 1 of 2/);
  t.match(await page.getByTestId('set-passage').innerText(), /Train timetable/, "the set's passage is there");
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  t.match(await page.getByTestId('set-passage').innerText(), /arrives at 11:30/, 'and shows with the question');
  await page.keyboard.press('b');
  await page.keyboard.press('Enter');
  await page.getByTestId('result').getByText('Correct!').waitFor();
  t.match(await page.getByTestId('solution').innerText(), /2\.5 hours/);
  t.same(await axeViolations(page), [], 'axe: no violations on an answered pack question');
  await page.getByRole('button', { name: 'Next question' }).click();
  t.match(await page.getByTestId('pack-position').innerText(), /Question 2 of 2 · 1 not answered yet/, 'the next question of the set');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'pack-position', 'focus moves to it');
  await page.getByRole('button', { name: 'Back to saved packs' }).click();
  await page.getByTestId('saved-pack').waitFor();
  t.match(await page.getByTestId('saved-pack').innerText(), /1 not answered yet/);

  // Delete the pack.
  await page.getByRole('button', { name: 'Delete All categories' }).click();
  await page.getByText('No questions are saved on this device yet.').waitFor();
  t.pass('a deleted pack is gone');
  await until(async () => (await responsesOf(database.db, student.id)).length === 1, 'the pack answer to be sent online');
  t.pass('online, the pack answer is sent at once');
});
