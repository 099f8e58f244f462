/**
 * Import preview benchmark (`npm run bench -- preview`, a step of `npm run bench`; skipped with
 * BENCH_PREVIEW=0): the admin's Import Questions tab in Chromium with 20,000- and 100,000-row
 * workbooks (the nine template columns, one row in 50 with a problem). For each file: how long the
 * server takes to answer `POST /api/import-excel-check` (from choosing the file), the size of its
 * JSON, how long after that answer the table shows (the summary line rendered), and the longest
 * main-thread task the page ran meanwhile (a `longtask` PerformanceObserver). Target: no task of a
 * second or more (the page never freezes). Builds the web app first when dist/web is stale.
 *
 * The API is the real app (scripts/bench/server.ts, serving dist/web, pinned to CPU 0 like the
 * other steps' servers), in its own database BENCH_PREVIEW_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bench_preview, created if missing, emptied) on port
 * BENCH_PREVIEW_PORT (default 18095). Chromium is /usr/bin/chromium (CHROMIUM_PATH).
 */
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { chromiumPath } from '../../test/e2e/browser.ts';
import { ensureWebBuilt } from '../../test/helpers/webBuild.ts';
import { buildLargeWorkbook, questionSheetRow } from '../../test/helpers/xlsx.ts';
import { ensureDatabase } from './data.ts';
import { recordErrors } from './errors.ts';
import { startServer, stop } from './process.ts';
import { openBenchDatabase } from './database.ts';

export interface PreviewFigure {
  rows: number;
  fileMb: number;
  answerJsonMb: number;
  serverMs: number;
  shownAfterMs: number;
  longestTaskMs: number;
}

const databaseUrl = process.env.BENCH_PREVIEW_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_preview';
const port = Number(process.env.BENCH_PREVIEW_PORT ?? 18_095);
const sizes = [20_000, 100_000];
const password = 'Bench@2026';

/** One row in 50 has a problem (a correct answer that is not A-D), as in the e2e test's file. */
const row = (index: number) => {
  const cells = questionSheetRow(index);
  if (index % 50 === 7) cells[8] = 'F';
  return cells;
};

async function prepare() {
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  await register(handle.db, { name: 'Bench Admin', username: 'benchadmin', password, emailId: 'benchadmin@example.org', mobile: null, userType: 'Student' });
  await handle.db.execute(sql`update users set role = 'admin' where username = 'benchadmin'`);
  await handle.close();
}

/** Runs both sizes; prints and answers the figures. */
export async function benchPreview(): Promise<PreviewFigure[]> {
  ensureWebBuilt();
  await prepare();
  const server: ChildProcess = await startServer('scripts/bench/server.ts', port, { DATABASE_URL: databaseUrl, BENCH_SERVE_WEB: '1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const figures: PreviewFigure[] = [];
  try {
    for (const rows of sizes) {
      const file = await buildLargeWorkbook(rows, row);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const login = await context.request.post(`${baseUrl}/perform-login`, { form: { username: 'benchadmin', password }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (login.status() !== 200) throw new Error(`bench login failed: ${login.status()}`);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${baseUrl}/admin?tab=import`);
      await page.evaluate(`(() => {
        window.longestTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
        }).observe({ type: 'longtask' });
      })()`);
      const chooseButton = page.getByRole('button', { name: 'Choose .xlsx file' });
      await chooseButton.waitFor();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/import-excel-check'), { timeout: 300_000 });
      const chooser = page.waitForEvent('filechooser');
      const started = Date.now();
      await chooseButton.click();
      await (await chooser).setFiles({ name: `preview-${rows}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
      const answer = await answered;
      const answeredAt = Date.now();
      if (answer.status() !== 200) throw new Error(`preview of ${rows} rows: ${answer.status()}`);
      const answerBytes = (await answer.request().sizes()).responseBodySize; // as sent (the page keeps the parsed rows, not the text)
      await page.getByTestId('import-summary').waitFor({ timeout: 300_000 });
      const shownAt = Date.now();
      const summary = await page.getByTestId('import-summary').innerText();
      const expected = `${rows.toLocaleString('en-IN')} rows, ${(rows / 50).toLocaleString('en-IN')} with problems`; // the page writes numbers the Indian way
      if (!summary.startsWith(expected)) throw new Error(`preview of ${rows} rows says "${summary}", expected "${expected} …"`);
      const longestTask = (await page.evaluate('window.longestTask')) as number;
      recordErrors('preview', pageErrors.length, pageErrors.join('; '));
      figures.push({ rows, fileMb: file.length / 1024 / 1024, answerJsonMb: answerBytes / 1024 / 1024, serverMs: answeredAt - started, shownAfterMs: shownAt - answeredAt, longestTaskMs: longestTask });
      await context.close();
    }
  } finally {
    await browser.close();
    await stop(server);
  }
  console.log('\nimport preview in Chromium (Import Questions tab; server on CPU 0)');
  console.log('rows'.padStart(8) + 'file MB'.padStart(9) + 'JSON MB'.padStart(9) + 'server ms'.padStart(11) + 'shown after ms'.padStart(16) + 'longest task ms'.padStart(17) + '  target: no task >= 1000 ms');
  for (const f of figures) {
    console.log(
      String(f.rows).padStart(8) +
        f.fileMb.toFixed(1).padStart(9) +
        f.answerJsonMb.toFixed(1).padStart(9) +
        String(f.serverMs).padStart(11) +
        String(f.shownAfterMs).padStart(16) +
        f.longestTaskMs.toFixed(0).padStart(17) +
        `  ${f.longestTaskMs < 1000 ? 'met' : 'missed'}`,
    );
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchPreview();
  process.exit(0);
}
