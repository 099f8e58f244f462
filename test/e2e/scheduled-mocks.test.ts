/**
 * Scheduled mocks in the web app (docs/contract.md section 8.2) in a real Chromium against the real
 * API and database: an upcoming test shows a live countdown on /tests and its page, and a start
 * before it opens shows the server's words; a ranked attempt's result says when ranks arrive,
 * and the leaderboard says the results come when the test closes; the profile's leaderboard
 * switch saves `showOnLeaderboards`; the analysis page of a completed attempt.
 */
import t from 'tap';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { seedBank } from '../helpers/mockTests.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';
import { xrw } from './attempt.ts';

t.teardown(closeTestDatabase);
t.setTimeout(300_000);

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

t.test('upcoming and live windows, ranks to come, the leaderboard switch, the analysis', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  const bank = await seedBank(db);
  const admin = await createUser(db, { role: 'admin' });
  const student = await createUser(db);
  const browser = await launchBrowser(t);
  const adminContext = await browser.newContext();
  await logIn(adminContext, baseUrl, admin);
  const create = async (title: string, window: { opensAt: string; closesAt: string } | null) => {
    const created = await adminContext.request.post(`${baseUrl}/api/tests`, {
      headers: xrw,
      data: { title, sections: [{ name: 'Quant', durationSeconds: 600, questionIds: [bank.mcq[0]!.id, bank.mcq[1]!.id] }], ...(window ? { window } : {}) },
    });
    if (created.status() !== 201) throw new Error(`createTest: ${created.status()} ${await created.text()}`);
    return ((await created.json()) as { id: number }).id;
  };
  const upcoming = await create('Sunday Mock', { opensAt: minutes(120), closesAt: minutes(240) });
  const live = await create('Live Mock', { opensAt: minutes(-1), closesAt: minutes(60) });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // Upcoming: a live countdown on the card.
  await page.goto(`${baseUrl}/tests`);
  const card = page.getByTestId('test-card').filter({ hasText: 'Sunday Mock' });
  await card.getByTestId('opens-in').waitFor();
  t.equal(await card.getByTestId('test-window').getAttribute('data-phase'), 'upcoming');
  const first = await card.getByTestId('opens-in').innerText();
  t.match(first, /^0?1:5\d:\d\d$|^02:00:00$/, `about two hours to go (${first})`);
  await page.waitForFunction((text) => document.querySelector('[data-phase="upcoming"] [data-testid="opens-in"]')?.textContent !== text, first, { timeout: 5000 });
  t.pass('the countdown ticks');
  const liveCard = page.getByTestId('test-card').filter({ hasText: 'Live Mock' });
  t.equal(await liveCard.getByTestId('test-window').getAttribute('data-phase'), 'live', 'the live test says so');
  t.same(await axeViolations(page), [], 'axe-core: the tests page with windows');

  // A start before the window opens: the server's words.
  await page.goto(`${baseUrl}/tests/${upcoming}`);
  await page.getByTestId('opens-in').waitFor();
  await page.getByRole('button', { name: 'Start test' }).click();
  t.match(await page.getByRole('alert').innerText(), /^This test opens at /, 'the 409 in the server’s words');

  // A ranked attempt, completed: the result says when ranks arrive.
  const started = await context.request.post(`${baseUrl}/api/tests/${live}/attempts`, { headers: xrw });
  t.equal(started.status(), 201);
  const attempt = (await started.json()) as { id: number; ranked: boolean };
  t.ok(attempt.ranked, 'a start inside the window is ranked');
  const answered = await context.request.put(`${baseUrl}/api/attempts/${attempt.id}/answers/${bank.mcq[0]!.id}`, { headers: xrw, data: { selectedOption: 'A' } });
  t.equal(answered.status(), 200);
  const submitted = await context.request.post(`${baseUrl}/api/attempts/${attempt.id}/sections/submit`, { headers: xrw, data: { sectionIndex: 0 } });
  t.equal(submitted.status(), 200);
  await page.goto(`${baseUrl}/attempts/${attempt.id}/result`);
  await page.getByTestId('ranks-at').waitFor();
  t.match(await page.getByTestId('ranks-at').innerText(), /Ranks and percentiles arrive at .+/, 'the result says when ranks arrive');
  t.equal(await page.getByTestId('rank').count(), 0, 'no rank yet');
  t.same(await axeViolations(page), [], 'axe-core: the result page');

  await page.goto(`${baseUrl}/tests/${live}/leaderboard`);
  await page.getByTestId('leaderboard-closed').waitFor();
  t.match(await page.getByTestId('leaderboard-closed').innerText(), /Results are published when the test closes\. Ranks arrive at/, 'the leaderboard before resultsAt');

  // The leaderboard switch on the profile.
  await page.goto(`${baseUrl}/profile`);
  const toggle = page.getByTestId('leaderboard-switch');
  await toggle.waitFor();
  t.notOk(await toggle.isChecked(), 'off by default');
  await toggle.check();
  await t.resolves(
    (async () => {
      for (let i = 0; i < 50; i += 1) {
        const [row] = await db.select({ show: users.showOnLeaderboards }).from(users).where(eq(users.id, student.id));
        if (row?.show) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('showOnLeaderboards never saved');
    })(),
    'the preference is saved',
  );

  // The analysis of a completed attempt of a test without a window.
  const plain = await create('Practice Mock', null);
  const plainAttempt = (await (await context.request.post(`${baseUrl}/api/tests/${plain}/attempts`, { headers: xrw })).json()) as { id: number };
  await context.request.post(`${baseUrl}/api/attempts/${plainAttempt.id}/sections/submit`, { headers: xrw, data: { sectionIndex: 0 } });
  await page.goto(`${baseUrl}/attempts/${plainAttempt.id}/analysis`);
  await page.getByTestId('analysis-table').waitFor();
  t.equal(await page.getByTestId('analysis-table').locator('tbody tr').count(), 2, 'a row per question');
  t.match(await page.getByTestId('analysis-table').locator('tbody tr').first().innerText(), /Q1[\s\S]*Not answered/);
  await page.getByTestId('easy-skipped').waitFor();
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 390 px');
  t.same(await axeViolations(page), [], 'axe-core: the analysis page');
  t.same(pageErrors, [], 'no uncaught errors in the page');
});
