/**
 * `npm run bench -- delivery`: what a phone downloads and how soon it sees the page (contract
 * section 7.8).
 *
 * (a) The first page's compressed bytes: every JS and CSS file the built index.html loads (module
 *     script, modulepreloads, stylesheets), summed as the server sends them — the build's brotli
 *     and gzip copies (test/helpers/webBuild.ts) — against the 170 KB budget.
 * (b) Largest Contentful Paint of the home page and of question pages (timed: the Start prompt;
 *     untimed: the question's text, plain and with KaTeX formulas) on a phone over an
 *     emulated slow mobile network (1.6 Mbps down, 750 kbps up, 150 ms latency;
 *     test/e2e/mobileNetwork.ts), each BENCH_DELIVERY_RUNS times (default 5) in a fresh context
 *     (empty cache: a first visit) and once more in the same context (a repeat visit, hashed
 *     files cached); median and slowest first-visit LCP against the 2.5 s goal.
 *
 * The app runs as in production: `npm start` (building the web app when stale) with
 * NODE_ENV=production, PROCESS_ROLE=api, pinned to CPU 0 (Chromium runs with the bench on CPU 1), on BENCH_DELIVERY_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bench_delivery, created if missing; its data is replaced by
 * two students and two questions) and REDIS_URL. The bench stands in for the TLS-terminating proxy
 * (TRUST_PROXY=1, `X-Forwarded-Proto: https`), so the session cookie is the production one.
 * Chromium is CHROMIUM_PATH (default /usr/bin/chromium). BENCH_DELIVERY_TRACE=1 also prints each
 * first visit's requests (start and end in ms, bytes on the wire). Returns whether the goals were met.
 */
import { sql } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { ensureWebBuilt, firstPageAssets, type FirstPageAsset } from '../../test/helpers/webBuild.ts';
import { emulateMobileNetwork, mobileContext, mobileNetwork, readLcp, type LcpEntry } from '../../test/e2e/mobileNetwork.ts';
import { benchRows, ensureDatabase } from './data.ts';
import { startProductionApp, stopProductionApp } from './productionApp.ts';
import { openBenchDatabase } from './database.ts';

const databaseUrl = process.env.BENCH_DELIVERY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_delivery';
const port = 18_095;
const baseUrl = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_DELIVERY_RUNS ?? 5);
const budgetBytes = 170_000;
const lcpGoalMs = 2500;
const student = { username: 'delivery', password: 'Bench@2026' };
/** A student who practises untimed: the question page shows the question (and its formulas) at once. */
const untimedStudent = { username: 'delivery-untimed', password: 'Bench@2026' };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints the first page's files and totals; returns whether both totals are within the budget. */
function reportFirstPage(assets: FirstPageAsset[]): boolean {
  console.log('\nfirst page (what index.html loads), as sent:');
  console.log('file'.padEnd(48) + 'plain'.padStart(11) + 'brotli'.padStart(11) + 'gzip'.padStart(11));
  for (const asset of assets) console.log(asset.path.padEnd(48) + kb(asset.bytes).padStart(11) + kb(asset.brotliBytes).padStart(11) + kb(asset.gzipBytes).padStart(11));
  const sum = (kind: 'js' | 'css' | 'all', key: 'bytes' | 'brotliBytes' | 'gzipBytes') =>
    assets.filter((asset) => kind === 'all' || asset.kind === kind).reduce((total, asset) => total + asset[key], 0);
  for (const kind of ['js', 'css', 'all'] as const) {
    console.log(`${kind === 'all' ? 'JS + CSS' : kind.toUpperCase()}`.padEnd(48) + kb(sum(kind, 'bytes')).padStart(11) + kb(sum(kind, 'brotliBytes')).padStart(11) + kb(sum(kind, 'gzipBytes')).padStart(11));
  }
  const met = sum('all', 'brotliBytes') <= budgetBytes && sum('all', 'gzipBytes') <= budgetBytes;
  console.log(`first page: brotli ${kb(sum('all', 'brotliBytes'))}, gzip ${kb(sum('all', 'gzipBytes'))} (budget ${kb(budgetBytes)}: ${met ? 'met' : 'missed'})`);
  return met;
}

/** Replaces the bench database's data with two students (timed, untimed) and two questions (plain text; with formulas). */
async function prepare(): Promise<void> {
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  const [plain, withMath] = benchRows(2);
  const math = { ...withMath!, questionText: 'If $x^2 - 5x + 6 = 0$, what is the sum of the roots $\\frac{-b}{a}$ of the equation?' };
  const user = await register(handle.db, { name: 'Delivery Bench', username: student.username, password: student.password, emailId: 'delivery@example.org', mobile: null, userType: 'Student' });
  await register(handle.db, { name: 'Untimed Bench', username: untimedStudent.username, password: untimedStudent.password, emailId: 'untimed@example.org', mobile: null, userType: 'Student' });
  await handle.db.execute(sql`update users set untimed_practice = true where username = ${untimedStudent.username}`);
  await importRows(handle.db, [plain!, math], { submittedBy: user.id });
  await handle.close();
}

interface Visit {
  first: LcpEntry;
  repeat: LcpEntry;
}

/** Records each request's start, end and encoded size, for BENCH_DELIVERY_TRACE. */
function traceRequests(page: Page): () => string[] {
  const lines: string[] = [];
  const started = Date.now();
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      const timing = request.timing();
      const path = new URL(request.url()).pathname + new URL(request.url()).search;
      const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd - started : Date.now() - started;
      lines.push(`${String(Math.round(timing.startTime - started)).padStart(6)} ${String(Math.round(end)).padStart(6)} ms ${kb(sizes.responseBodySize + sizes.responseHeadersSize).padStart(9)}  ${path}`);
    });
  });
  return () => lines;
}

/** A first visit (fresh context) and a repeat visit (same context) of `path`; `ready` waits until the page is usable. */
async function visit(browser: Browser, user: typeof student, path: string, ready: (page: Page) => Promise<void>): Promise<Visit> {
  const context = await mobileContext(browser);
  await context.setExtraHTTPHeaders({ 'X-Forwarded-Proto': 'https' });
  try {
    // Retried: right after start, a login has been seen to fail once on the busy shared machine.
    let login = await context.request.post(`${baseUrl}/perform-login`, { form: user, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    for (let attempt = 1; attempt < 3 && login.status() !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      login = await context.request.post(`${baseUrl}/perform-login`, { form: user, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    }
    if (login.status() !== 200) throw new Error(`bench login failed: ${login.status()} ${await login.text()}`);
    const measure = async (trace: boolean) => {
      const page = await context.newPage();
      await emulateMobileNetwork(page);
      const lines = trace ? traceRequests(page) : undefined;
      await page.goto(`${baseUrl}${path}`);
      await ready(page);
      const lcp = await readLcp(page);
      if (!lcp) throw new Error(`no LCP recorded for ${path}`);
      if (lines) console.log(`  requests of ${path} (start, end, bytes):\n${lines().sort().map((line) => `  ${line}`).join('\n')}`);
      await page.close();
      return lcp;
    };
    const first = await measure(process.env.BENCH_DELIVERY_TRACE === '1');
    const repeat = await measure(false);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Runs the delivery bench (see the file's docstring); returns whether the budget and the LCP goal were met. */
export async function benchDelivery(): Promise<boolean> {
  ensureWebBuilt();
  const bytesMet = reportFirstPage(firstPageAssets());
  await prepare();
  const app = await startProductionApp({ port, databaseUrl });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  let lcpMet = true;
  try {
    const shown = (text: string) => (page: Page) => page.getByText(text).first().waitFor({ timeout: 60_000 });
    const pages: { name: string; user: typeof student; path: string; ready: (page: Page) => Promise<void> }[] = [
      { name: 'home', user: student, path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 }) },
      { name: 'question (timed: Start prompt)', user: student, path: '/questions/1', ready: (page) => page.getByTestId('start-prompt').waitFor({ timeout: 60_000 }) },
      { name: 'question (untimed: its text)', user: untimedStudent, path: '/questions/1', ready: shown('Benchmark question 0') },
      { name: 'question with formulas (untimed)', user: untimedStudent, path: '/questions/2', ready: (page) => page.locator('.katex').first().waitFor({ timeout: 60_000 }) },
    ];
    console.log(
      `\nLCP on a phone over ${(mobileNetwork.downloadThroughput * 8e-6).toFixed(1)} Mbps down / ${(mobileNetwork.uploadThroughput * 8e-3).toFixed(0)} kbps up / ${mobileNetwork.latency} ms latency, ` +
        `app started as in production (NODE_ENV=production), ${runs} first visits each:`,
    );
    console.log('page'.padEnd(34) + 'first median'.padStart(14) + 'slowest'.padStart(10) + 'repeat'.padStart(10) + '  LCP element');
    for (const { name, user, path, ready } of pages) {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, user, path, ready));
      const firsts = visits.map((v) => v.first.startTime);
      const slowest = Math.max(...firsts);
      const met = median(firsts) < lcpGoalMs;
      lcpMet &&= met;
      console.log(
        name.padEnd(34) +
          `${Math.round(median(firsts))} ms`.padStart(14) +
          `${Math.round(slowest)} ms`.padStart(10) +
          `${Math.round(median(visits.map((v) => v.repeat.startTime)))} ms`.padStart(10) +
          `  ${visits.at(-1)!.first.element} (goal < ${lcpGoalMs} ms: ${met ? 'met' : 'missed'})`,
      );
    }
  } finally {
    await browser.close();
    await stopProductionApp(app);
  }
  console.log('(a shared, busy machine: compare figures measured in the same run)');
  return bytesMet && lcpMet;
}
