/**
 * The admin dashboard's Import Questions tab in a real Chromium, with the real API and a real
 * BullMQ import worker: an .xlsx with valid rows, a duplicate and a bad row is previewed (the bad
 * row highlighted with its problem), confirmed, followed to the result, and found in the database;
 * dropping the same file again creates nothing; a .txt and a broken workbook get the spec's errors.
 * A fourteen-column file (contract 7.2) shows its TITA rows and sets, Correct Answer in view at 1280 px.
 */
import t from 'tap';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { Page, Route } from 'playwright-core';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { importJobs, questions } from '../../server/db/schema/index.ts';
import { rooms, socketIoKey } from '../../server/plugins/realtime.ts';
import { processImportJob } from '../../server/features/imports/import.processor.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { buildWorkbook, corruptZip, sheetRow, type SheetRow } from '../helpers/xlsx.ts';
import { launchBrowser, outputDir, serveApp, untilInRoom } from './browser.ts';
import { logIn } from './session.ts';
import { axeViolations } from './axe.ts';

t.teardown(closeTestDatabase);
// Seven browser journeys, some with 20,000-row files: minutes on a busy machine (tap's default is 120 s).
t.setTimeout(300_000);

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Picks a file through the "Choose .xlsx file" button and the browser's file chooser. */
async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = xlsxType) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose .xlsx file' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** Drops a file on the drop zone as a drag from the desktop would. */
async function dropFile(page: Page, name: string, buffer: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name, bytes: [...buffer], type: xlsxType },
  );
  const zone = page.getByTestId('import-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

t.test('an admin previews a workbook, imports its valid rows and reads the result', async (t) => {
  const { baseUrl, database, config } = await serveApp(t);
  await startTestWorkers(t, { database, config });
  const admin = await createUser(database.db, { name: 'Site Admin', role: 'admin' });

  // 151 data rows (file rows 2-152): row 4 lacks Option D; row 152's question reaches the bank
  // (someone else's import) between the preview and the confirmation.
  const sheet = Array.from({ length: 149 }, (_, index) =>
    sheetRow({ category: index % 2 ? 'Logical Reasoning' : 'Quantitative Aptitude', topic: index % 2 ? 'Seating Arrangement' : 'Percentages', source: 'Import Drill 2026' }),
  );
  sheet.splice(2, 0, sheetRow({ questionText: 'A row without its fourth option', optionD: null }));
  sheet.push(sheetRow({ questionText: 'What is 15% of 200?' }));
  const workbook = await buildWorkbook(sheet);
  const validTexts = sheet.filter((_, index) => index !== 2 && index !== sheet.length - 1).map((row) => String(row[3]));

  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const previewCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/import-excel-check')) previewCalls.push(request.url());
  });

  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('tab', { name: 'Import Questions' }).click();
  await page.getByRole('heading', { name: 'Import Questions' }).waitFor();
  t.equal(await page.getByRole('link', { name: 'Template (.xlsx)' }).getAttribute('href'), '/api/import-template.xlsx', 'a link to the workbook template');
  t.equal(await page.getByRole('link', { name: 'Header row (.csv)' }).getAttribute('href'), '/api/import-template.csv', 'and to the CSV header row');

  // Choose -> preview fetched at once.
  await chooseFile(page, 'cat-drill.xlsx', workbook);
  const summary = page.getByTestId('import-summary');
  await summary.waitFor();
  t.equal(await summary.innerText(), '151 rows, 1 with problems — only valid rows are imported', 'summary line with the counts');
  t.same(
    (await page.locator('.import-table thead th').allInnerTexts()).sort(),
    ['Row', 'Type', 'Tolerance', 'Set Title', 'Explanation', ...limits.importColumns].sort(),
    'every spec column and the new ones',
  );
  const rows = page.getByTestId('import-row');
  t.equal(await rows.count(), 100, 'only the first page of 100 rows is rendered');
  t.match(await page.getByRole('navigation', { name: 'Preview pages' }).innerText(), /Rows 1–100 of 151/, 'pager tells where we are');

  const bad = page.locator('[data-testid="import-row"][data-row-number="4"]');
  t.equal(await bad.getAttribute('data-invalid'), 'true', 'row 4 is marked invalid');
  t.match(await bad.getAttribute('class'), /import-row--invalid/, 'row 4 is highlighted');
  t.equal(
    await bad.locator('td').first().evaluate((cell) => getComputedStyle(cell).backgroundColor),
    'rgb(254, 226, 226)',
    'the highlight is the danger tint',
  );
  t.match(await bad.getByTestId('import-row-problems').innerText(), /Row 4 is not imported:\s*Option D is required/, 'its problem is listed');
  const good = page.locator('[data-testid="import-row"][data-row-number="2"]');
  t.equal(await good.getAttribute('data-invalid'), null, 'row 2 is valid');
  t.equal(await good.getByTestId('import-row-problems').count(), 0, 'a valid row lists no problems');

  await page.getByLabel('Show rows with problems only (1)').check();
  t.equal(await rows.count(), 1, 'the filter leaves only the row with problems');
  t.equal(await rows.first().getAttribute('data-row-number'), '4');
  await page.getByLabel('Show rows with problems only (1)').uncheck();
  await page.getByRole('button', { name: 'Next' }).click();
  t.equal(await rows.count(), 51, 'the second page holds the remaining 51 rows');
  t.equal(await rows.last().getAttribute('data-row-number'), '152', 'ending with the last row of the file');
  await page.getByRole('button', { name: 'Previous' }).click();
  t.equal(await rows.first().getAttribute('data-row-number'), '2', 'Previous goes back to the first page');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(outputDir, 'admin-import-preview.png'), fullPage: false });

  // Phone width: the page does not overflow, the table scrolls sideways in its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => {
    const table = document.querySelector('.import-table')!;
    return { page: document.documentElement.scrollWidth, tableBox: table.clientWidth, tableContent: table.scrollWidth };
  });
  t.ok(widths.page <= 390, `no page-wide horizontal scroll on a phone (${widths.page}px)`);
  t.ok(widths.tableContent > widths.tableBox, 'the table scrolls horizontally inside its box');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(outputDir, 'admin-import-preview-phone.png'), fullPage: false });
  await bad.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(outputDir, 'admin-import-preview-phone-problem.png'), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Confirm -> progress -> result.
  await createQuestions(database.db, [{ questionText: 'what is 15% OF 200?' }]);
  const confirm = page.getByRole('button', { name: 'Confirm Import' });
  t.ok(await confirm.isEnabled(), 'Confirm Import is enabled while valid rows exist');
  // Records every value the progress bar shows, and whether the import was still running then
  // (a string: tsx would wrap named functions in a helper the page does not have).
  await page.evaluate(`(() => {
    const seen = (window.progressSeen = []);
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar) return;
      const entry = { running: Boolean(bar.closest('.import-running')), value: bar.getAttribute('aria-valuenow') };
      const last = seen.at(-1);
      if (!last || last.value !== entry.value || last.running !== entry.running) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  })()`);
  await confirm.click();
  const result = page.getByTestId('import-result');
  await result.waitFor({ timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: { running: boolean; value: string | null }[] }).progressSeen);
  t.ok(seen[0]?.running, `the progress bar showed while the import ran (${JSON.stringify(seen)})`);
  const values = seen.map((entry) => Number(entry.value));
  t.ok(values.every((value, index) => index === 0 || value >= values[index - 1]!), 'its value never went back');
  t.same(seen.at(-1), { running: false, value: '100' }, 'and it ended at 100 in the result');
  const bar = result.getByRole('progressbar');
  t.equal(await bar.getAttribute('aria-valuenow'), '100', 'the progress bar reached 100');
  t.equal(await result.getByTestId('import-progress-counts').innerText(), '151 of 151 rows · 100%', 'processed of total and the percentage');
  t.equal(await result.getByTestId('import-created').innerText(), '149', 'questions created');
  t.equal(await result.getByTestId('import-skipped').innerText(), '1', 'the duplicate is skipped');
  t.equal(await result.getByTestId('import-errors').innerText(), '1', 'one row with problems');
  t.match(await result.getByTestId('import-row-errors').innerText(), /Row 4: Option D is required/, 'the row error is listed');
  t.equal(await page.evaluate(() => document.activeElement?.id), 'import-result-title', 'focus moves to the result');
  await page.screenshot({ path: join(outputDir, 'admin-import-result.png'), fullPage: false });

  const stored = await database.db.select().from(questions).where(inArray(questions.questionText, validTexts));
  t.equal(stored.length, 149, 'every valid row is a question in the database');
  t.ok(stored.every((question) => question.status === 'approved' && question.submittedBy === admin.id), 'approved, submitted by the admin');

  // Another file, dropped on the zone this time.
  await page.getByRole('button', { name: 'Import another file' }).click();
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Choose .xlsx file', 'focus returns to the file button');
  await dropFile(page, 'more.xlsx', await buildWorkbook([sheetRow(), sheetRow(), sheetRow()]));
  await summary.waitFor();
  t.equal(await page.getByTestId('import-file-name').innerText(), 'more.xlsx', 'the dropped file is previewed');
  t.equal(await summary.innerText(), '3 rows, 0 with problems — only valid rows are imported');
  await confirm.click();
  await result.waitFor({ timeout: 30_000 });
  t.equal(await result.getByTestId('import-created').innerText(), '3', 'its rows are imported');
  t.equal(await result.getByTestId('import-row-errors').count(), 0, 'no row errors are listed when there are none');

  // A .txt never reaches the server; a broken .xlsx gets the server's preview error.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const callsBefore = previewCalls.length;
  await chooseFile(page, 'questions.txt', Buffer.from('Category,Topic\n'), 'text/plain');
  await page.getByRole('alert').filter({ hasText: messages.validation.xlsxOnly }).waitFor();
  t.pass('a .txt file gets the xlsx-only message');
  t.equal(previewCalls.length, callsBefore, 'and no preview request is sent');
  await chooseFile(page, 'broken.xlsx', corruptZip());
  await page.getByRole('alert').filter({ hasText: messages.import.preview }).waitFor();
  t.pass('an unreadable workbook gets the preview error');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(outputDir, 'admin-import-error-phone.png'), fullPage: true });
  t.same(pageErrors, [], 'no uncaught errors in the page');
});

t.test('a file with no valid row cannot be imported', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const workbook = await buildWorkbook([sheetRow({ correctAnswer: 'E' }), sheetRow({ questionText: null })]);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin?tab=import`);
  // From the keyboard: Tab to the button, Enter opens the file chooser.
  const chooseButton = page.getByRole('button', { name: 'Choose .xlsx file' });
  await chooseButton.waitFor();
  const chooser = page.waitForEvent('filechooser'); // before the key press: playwright needs a moment to intercept choosers
  const focused = () => chooseButton.evaluate((button) => button === document.activeElement);
  for (let presses = 0; presses < 40 && !(await focused()); presses++) await page.keyboard.press('Tab');
  t.ok(await focused(), 'the button is reached with Tab');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'all-bad.xlsx', mimeType: xlsxType, buffer: workbook });
  await page.getByTestId('import-summary').waitFor();
  t.equal(await page.getByTestId('import-summary').innerText(), '2 rows, 2 with problems — only valid rows are imported');
  t.ok(await page.getByRole('button', { name: 'Confirm Import' }).isDisabled(), 'Confirm Import is disabled');
  t.match(await page.getByText('Nothing to import').innerText(), /every row has problems/, 'and says why');
});

t.test('the preview marks rows that would create a category, topic or source, and opens a row as students will see it (contract 8.6)', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  await createQuestions(database.db, [{ category: 'Quantitative Aptitude', topic: 'Percentages', source: 'CAT 2019' }]);
  const workbook = await buildWorkbook([
    sheetRow({ questionText: 'Known names only: what is 5% of 60?' }),
    sheetRow({ category: 'Astrology', topic: 'Stars', questionText: 'If $x^2 = 16$, which sign?\n\n| Sign | Month |\n| --- | --- |\n| Leo | August |' }),
    sheetRow({ category: 'Astrology', topic: 'Stars', questionText: 'A second Astrology row' }),
    sheetRow({ source: 'Astro Weekly', questionText: 'A row with a new source' }),
  ]);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin?tab=import`);
  await page.getByRole('button', { name: 'Choose .xlsx file' }).waitFor();
  await chooseFile(page, 'astrology.xlsx', workbook);
  await page.getByTestId('import-summary').waitFor();
  t.equal(
    await page.getByTestId('import-creates-summary').innerText(),
    'Importing creates 1 new category (Astrology), 1 new topic (Astrology / Stars) and 1 new source (Astro Weekly). Students will see them in their filters.',
    'a summary above the table names what the import creates',
  );
  t.match(await page.locator('#import-confirm-note').innerText(), /4 rows ready to import\. Confirming creates 1 new category \(Astrology\)/, 'the confirmation says it too');
  const row = (n: number) => page.locator(`[data-testid="import-row"][data-row-number="${n}"]`);
  t.equal(await row(2).getByTestId('import-row-creates').count(), 0, 'a row naming existing names has no badge');
  t.same(await row(3).getByTestId('import-row-creates').locator('.import-badge').allInnerTexts(), ['New category: Astrology', 'New topic: Stars'], 'the Astrology row is marked');
  t.same(await row(4).getByTestId('import-row-creates').locator('.import-badge').allInnerTexts(), ['New category: Astrology', 'New topic: Stars'], 'and so is every row in it');
  t.same(await row(5).getByTestId('import-row-creates').locator('.import-badge').allInnerTexts(), ['New source: Astro Weekly']);
  t.equal(await row(3).getAttribute('data-creates'), 'category topic');

  const open = row(3).getByRole('button', { name: 'Open row 3' });
  t.equal(await open.getAttribute('aria-expanded'), 'false');
  await open.click();
  const details = row(3).getByTestId('import-row-details');
  await details.locator('.katex').first().waitFor();
  t.pass('opening a row renders its formula');
  t.same(await details.locator('table th').allInnerTexts(), ['Sign', 'Month'], 'and its table');
  t.equal(await row(3).getByRole('button', { name: 'Close row 3' }).getAttribute('aria-expanded'), 'true');
  await row(3).getByRole('button', { name: 'Close row 3' }).click();
  t.equal(await details.count(), 0, 'closing hides it');
  t.same(await axeViolations(page, '.import-panel').then((found) => found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)), [], 'no serious axe violations');
  await page.screenshot({ path: join(outputDir, 'import-creates-phone.png'), fullPage: true });
});

// How fast the preview answers and renders, and its longest main-thread task, are measured by
// `npm run bench -- preview` (scripts/bench/preview.ts); this test checks only what it shows.
t.test('a 20,000-row preview renders one page at a time', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const rowCount = 20_000; // 200 pages of 100 rows
  const workbook = await buildWorkbook(
    Array.from({ length: rowCount }, (_, index) => (index % 50 === 7 ? sheetRow({ correctAnswer: 'F' }) : sheetRow())),
  );
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin?tab=import`);
  await chooseFile(page, 'big.xlsx', workbook);
  await page.getByTestId('import-summary').waitFor();
  t.equal(await page.getByTestId('import-summary').innerText(), '20,000 rows, 400 with problems — only valid rows are imported');
  t.equal(await page.getByTestId('import-row').count(), 100, 'only 100 rows are in the DOM');
  await page.getByLabel('Show rows with problems only (400)').check();
  t.match(await page.getByRole('navigation', { name: 'Preview pages' }).innerText(), /Rows 1–100 of 400/, 'the filter pages through the 400 rows with problems');
  t.equal(await page.locator('[data-testid="import-row"]:not([data-invalid])').count(), 0, 'and shows no valid row');
});

t.test('import:progress events refresh the progress at once, without waiting for the next poll', async (t) => {
  const { baseUrl, database, config, app } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const workbook = await buildWorkbook(Array.from({ length: 120 }, () => sheetRow()));
  const redis = new Redis(config.redisUrl);
  t.teardown(() => redis.quit());
  const emitter = new Emitter(redis, { key: socketIoKey(config.redisPrefix) });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  const socketOpen = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
  await page.goto(`${baseUrl}/admin?tab=import`);
  await chooseFile(page, 'live.xlsx', workbook);
  const queuedAnswer = page.waitForResponse((response) => response.url().endsWith('/api/import-excel'));
  await page.getByRole('button', { name: 'Confirm Import' }).click();
  const { jobId } = (await (await queuedAnswer).json()) as { jobId: number };
  await page.getByText('Waiting for the import to start…').waitFor();
  await socketOpen;
  await untilInRoom(app, rooms.user(admin.id), 1); // the page's socket is in the admin's room

  // The poll is held unanswered: while a read is in flight, polling starts no other (React Query
  // shares the running fetch), so a read that starts meanwhile can only come from an event.
  let holding = true;
  let held: Route | undefined;
  await page.route(`**/api/import-jobs/${jobId}`, async (route) => {
    if (holding && !held) held = route;
    else await route.continue();
  });
  const deadline = Date.now() + 15_000;
  while (!held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  t.ok(held, 'a poll is held');

  // No BullMQ worker runs here: the real processor runs now, its progress sent as a worker would.
  let events = 0;
  const refetch = page.waitForRequest((request) => request.url().endsWith(`/api/import-jobs/${jobId}`), { timeout: 15_000 });
  await processImportJob(database.db, { importJobId: jobId }, (progress) => {
    events++;
    emitter.to(rooms.user(admin.id)).emit('import:progress', progress);
  });
  await refetch;
  t.ok(events > 0, 'the processor reported progress');
  t.pass('the job was read again while the poll was still unanswered: the event made the page refetch');
  holding = false;
  await held?.continue().catch(() => undefined); // the page may have cancelled it
  const result = page.getByTestId('import-result');
  await result.waitFor();
  t.equal(await result.getByTestId('import-created').innerText(), '120', 'the result follows');
});

t.test('a failed import shows the spec error and its reason, and can be queued again', async (t) => {
  const { baseUrl, database, config } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin?tab=import`);
  await chooseFile(page, 'damaged.xlsx', await buildWorkbook([sheetRow(), sheetRow()]));
  const queuedAnswer = page.waitForResponse((response) => response.url().endsWith('/api/import-excel'));
  await page.getByRole('button', { name: 'Confirm Import' }).click();
  const { jobId } = (await (await queuedAnswer).json()) as { jobId: number };
  await page.getByText('Waiting for the import to start…').waitFor();

  // The stored upload is damaged before a worker reads it (as a storage fault would do).
  await database.db.update(importJobs).set({ file: corruptZip() }).where(eq(importJobs.id, jobId));
  await processImportJob(database.db, { importJobId: jobId });
  const result = page.getByTestId('import-result');
  await result.waitFor();
  t.equal(await result.getByRole('heading').first().innerText(), 'Import failed');
  const alert = result.getByRole('alert');
  t.match(await alert.innerText(), messages.import.failed, 'the spec error');
  t.match(await alert.innerText(), messages.import.preview, 'and the reason the worker gave');
  await page.screenshot({ path: join(outputDir, 'admin-import-failed-phone.png'), fullPage: true });

  // Try again queues the same file as a new job; a worker now imports it.
  await startTestWorkers(t, { database, config });
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByText('Import complete').waitFor({ timeout: 30_000 });
  t.equal(await result.getByTestId('import-created').innerText(), '2', 'the retry imports both rows');
});

t.test('the preview of a fourteen-column file shows TITA rows and sets, Correct Answer in view at 1280 px', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const admin = await createUser(database.db, { role: 'admin' });
  const longText = 'A long question about the passage that goes on and on, as reading comprehension questions do, '.repeat(6);
  const row = (cells: string[], type: string, setTitle: string, setText: string, tolerance: string, explanation: string): SheetRow => [...cells, type, setTitle, setText, tolerance, explanation];
  const mcq = (text: string): string[] => ['Verbal Ability', 'Reading Comprehension', 'Mock 9', text, 'Sowing', 'Wages', 'Prices', 'Rates', 'A'];
  const workbook = await buildWorkbook(
    [
      row(['Quantitative Aptitude', 'Percentages', 'Mock 9', 'What is 12.5% of 64?', '', '', '', '', '8'], 'TITA', '', '', '0.01', 'One eighth of 64 is 8, since 12.5% = 1/8 and the rest follows.'), // 2
      row(mcq(`${longText} (first)`), 'MCQ', 'Monsoon passage', 'Rainfall in June and July decides sowing.', '', ''), // 3
      row(mcq('Which factor links rainfall to demand?'), '', 'Monsoon passage', '', '', ''), // 4
      row(['Verbal Ability', 'Reading Comprehension', 'Mock 9', 'How many months matter?', '', '', '', '', '2'], 'TITA', 'Monsoon passage', '', '', ''), // 5
      row(mcq('A standalone question after the set'), '', '', '', '', ''), // 6
      row(mcq('A new set without its text'), '', 'Orphan set', '', '', ''), // 7
    ],
    { columns: [...limits.importColumns, ...limits.importOptionalColumns] },
  );
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await logIn(context, baseUrl, admin);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin?tab=import`);
  await chooseFile(page, 'sets.xlsx', workbook);
  await page.getByTestId('import-summary').waitFor();
  t.equal(await page.getByTestId('import-summary').innerText(), '6 rows, 1 with problems — only valid rows are imported');

  const headers = await page.locator('.import-table thead th').allInnerTexts();
  const cellOf = async (rowNumber: number, header: string) =>
    page.locator(`[data-testid="import-row"][data-row-number="${rowNumber}"] > tr:first-child > td`).nth(headers.indexOf(header) - 1).innerText();
  t.equal(await cellOf(2, 'Type'), 'TITA', 'the TITA row says so');
  t.equal(await cellOf(2, 'Correct Answer'), '8', 'with its numeric answer');
  t.equal(await cellOf(2, 'Tolerance'), '0.01', 'and its tolerance');
  t.match(await cellOf(2, 'Explanation'), /^One eighth of 64 is 8.*…$/, 'an excerpt of the explanation');
  t.equal(await cellOf(3, 'Type'), 'MCQ');
  t.ok((await cellOf(3, 'Question Text')).length < longText.length, 'a long question text is cut to an excerpt');

  const sets = page.getByTestId('import-set');
  t.equal(await sets.count(), 2, 'two set headings: the passage and the orphan set');
  t.match(await sets.first().innerText(), /^set\s+Monsoon passage\s+\(rows 3–5\)\s+Rainfall in June and July decides sowing\./i, 'the set heading names the set, its rows and an excerpt of its text');
  t.same(await page.locator('[data-testid="import-row"][data-set="Monsoon passage"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-number'))), ['3', '4', '5'], 'the set groups its three rows');
  t.equal(await page.locator('[data-testid="import-row"][data-row-number="6"]').getAttribute('data-set'), null, 'the standalone row after it is not in the set');
  t.equal(await cellOf(5, 'Type'), 'TITA', 'a TITA row inside the set');
  t.match(await page.locator('[data-testid="import-row"][data-row-number="7"]').getByTestId('import-row-problems').innerText(), /Set Text is required for a new set/, 'the row error of a new set without text');

  // Correct Answer is in view at 1280 px without scrolling sideways (page or table).
  const answerHeader = page.locator('.import-table thead th', { hasText: 'Correct Answer' });
  const box = (await answerHeader.boundingBox())!;
  const region = (await page.locator('.import-table').boundingBox())!;
  const scroll = await page.evaluate(() => ({ page: window.scrollX, table: document.querySelector('.import-table')!.scrollLeft }));
  t.same(scroll, { page: 0, table: 0 }, 'nothing is scrolled sideways');
  t.ok(box.x >= 0 && box.x + box.width <= 1280, `the Correct Answer header is within the 1280 px viewport (${Math.round(box.x)}-${Math.round(box.x + box.width)} px)`);
  t.ok(box.x + box.width <= region.x + region.width, 'and within the table\'s visible box');
  await page.screenshot({ path: join(outputDir, 'admin-import-sets-preview.png'), fullPage: false });

  const template = await page.request.get(`${baseUrl}/api/import-template.xlsx`);
  t.equal(template.status(), 200, 'the workbook template downloads for the admin');
  t.match(template.headers()['content-disposition'], /attachment; filename="import-template\.xlsx"/);
});
