/**
 * The home page's community numbers in a real Chromium at phone width, for a logged-in student: the real counts of
 * GET /public/stats in Indian digit grouping (a student with a question page open counts as
 * online), a placeholder of the same size while they load (the strip does not move or grow), and
 * no numbers at all when the request fails. axe finds nothing on the strip.
 */
import t from 'tap';
import { sql } from 'drizzle-orm';
import type { Route } from 'playwright-core';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const phone = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const invented = ['2,135+', '412', '930+', '50+'];

t.test('the home page shows the real numbers, a same-size placeholder while loading, and nothing when the request fails', async (t) => {
  const { baseUrl, database } = await serveApp(t, { config: { publicStatsCacheMs: 0 } });
  const student = await createUser(database.db, { name: 'Priya Nair' });
  await createQuestions(database.db, [{}], student.id);
  // 1,234 approved questions in all: copies of the first one.
  await database.db.execute(sql`
    insert into questions (question_text, option_a, option_b, option_c, option_d, correct_answer, category_id, topic_id, source_id, submitted_by, status)
    select 'Copy ' || n, option_a, option_b, option_c, option_d, correct_answer, category_id, topic_id, source_id, submitted_by, 'approved'
    from questions, generate_series(1, 1233) as n where questions.id = 1`);
  // A question with an accepted comment: one solved discussion (contract 8.4).
  await database.db.execute(sql`insert into comments (question_id, user_id, text, accepted_at, accepted_by) values (1, ${student.id}, 'A first doubt', now(), ${student.id})`);

  const browser = await launchBrowser(t);
  const studentContext = await browser.newContext(phone);
  await logIn(studentContext, baseUrl, student);
  const studentPage = await studentContext.newPage();
  await studentPage.goto(`${baseUrl}/questions/1`);
  // The question page's live comments open the student's socket: wait until the server counts it.
  const deadline = Date.now() + 15_000;
  let online = 0;
  while (online !== 1 && Date.now() < deadline) {
    online = ((await (await fetch(`${baseUrl}/public/stats`)).json()) as { online: number }).online;
    if (online !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  t.equal(online, 1, 'the student with a question page open is online');

  // The home page is for logged-in users (others are sent to register).
  const reader = await createUser(database.db, { name: 'Rahul Das' });
  const visitor = await browser.newContext(phone);
  await logIn(visitor, baseUrl, reader);
  const page = await visitor.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Hold the numbers back to see the placeholder, then let them through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/public/stats', async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(baseUrl);
  const strip = page.getByRole('region', { name: 'Community at a glance' });
  await strip.waitFor();
  t.equal(await strip.getAttribute('aria-busy'), 'true', 'the strip says it is busy while loading');
  t.equal(await strip.locator('.stats__value--loading').count(), 4, 'four placeholders');
  for (const number of invented) t.equal(await strip.getByText(number, { exact: true }).count(), 0, `no invented "${number}"`);
  const loadingBox = await strip.boundingBox();
  const firstLabelBox = await strip.getByText('Questions Posted').boundingBox();

  release();
  const questions = strip.locator('.stats__item').filter({ hasText: 'Questions Posted' }).locator('.stats__value');
  await page.waitForFunction(() => document.querySelector('.stats')?.getAttribute('aria-busy') === 'false');
  t.equal(await questions.textContent(), '1,234', 'approved questions, grouped the Indian way');
  const value = (label: string) => strip.locator('.stats__item').filter({ hasText: label }).locator('.stats__value').textContent();
  t.equal(await value('Contributors'), '1', 'one contributor');
  t.equal(await value('Solved Discussions'), '1', 'one question with an accepted comment');
  // The student's question page is online; the reader's own header bell opens a socket too, which
  // the shared 5 s cache may not have seen yet: the strip shows what the API answers now.
  const shown = Number(await value('Online Now'));
  const { online: answered } = (await (await fetch(`${baseUrl}/public/stats`)).json()) as { online: number };
  t.equal(shown, answered, 'Online Now is the API\'s figure');
  t.ok(shown === 1 || shown === 2, `the student (and perhaps the reader): ${shown}`);
  const loadedBox = await strip.boundingBox();
  const loadedLabelBox = await strip.getByText('Questions Posted').boundingBox();
  t.same([loadedBox?.y, loadedBox?.height], [loadingBox?.y, loadingBox?.height], 'the strip keeps its place and height once the numbers arrive');
  t.equal(loadedLabelBox?.y, firstLabelBox?.y, 'the labels do not move');
  t.same(await axeViolations(page, '.stats'), [], 'axe: no violations on the strip');

  // A failing request: no numbers, nothing invented.
  const failing = await visitor.newPage();
  await failing.route('**/public/stats', (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Try again' }) }));
  await failing.goto(baseUrl);
  await failing.getByRole('heading', { level: 1 }).waitFor();
  await failing.waitForFunction(() => !document.querySelector('.stats'), undefined, { timeout: 15_000 });
  t.pass('the strip is left out when the numbers cannot be had');
  for (const number of invented) t.equal(await failing.getByText(number, { exact: true }).count(), 0, `no invented "${number}" either`);
  t.same(errors, [], 'no page errors');
});
