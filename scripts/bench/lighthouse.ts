/**
 * `npm run bench -- lighthouse` (issue "Fast on a low-end phone", item 4): Lighthouse 12's mobile
 * profile (simulated slow 4G, 4x CPU slowdown; fetched from the npm registry by `npx -y
 * lighthouse@12` on first use, not a dependency of the app) with Debian's Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium) on the pages a student uses most, logged in: home, a question in timed
 * and in untimed practice, a DI/RC set's question with its passage, the forums list, a post with
 * 50 replies and the exam screen of a mock test in progress. Prints performance, FCP, LCP, TBT,
 * CLS and bytes per page against the goals (performance >= 95, CLS < 0.05; measured on a quiet
 * machine). Each page is run BENCH_LIGHTHOUSE_RUNS times (default 1); the median is printed.
 *
 * The app runs as in production (productionApp.ts) over the pages and accounts of phonePages.ts
 * (BENCH_LIGHTHOUSE_DATABASE_URL, its data replaced). Lighthouse sends the session cookie and
 * `X-Forwarded-Proto: https` with every request (`--extra-headers`). Returns whether the goals were met.
 */
import { spawnSync } from 'node:child_process';
import { ensureWebBuilt } from '../../test/helpers/webBuild.ts';
import { phonePages, phonePagesDatabaseUrl, preparePhoneData } from './phonePages.ts';
import { startProductionApp, stopProductionApp } from './productionApp.ts';

const port = 18_096;
const baseUrl = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const goals = { performance: 95, cls: 0.05 };

/** What one Lighthouse run reports of a page (times in ms, bytes as transferred). */
interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** One Lighthouse run of `url` with `cookie` (mobile profile, performance only). */
function lighthouse(url: string, cookie: string): Figures {
  const run = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      `--chrome-path=${chromiumPath}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      '--only-categories=performance',
      `--extra-headers=${JSON.stringify({ Cookie: cookie, 'X-Forwarded-Proto': 'https' })}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`lighthouse ${url}: exit ${run.status}: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(run.stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Runs the step (see the file's docstring); returns whether every page met the goals. */
export async function benchLighthouse(): Promise<boolean> {
  ensureWebBuilt();
  const bank = await preparePhoneData();
  const app = await startProductionApp({ port, databaseUrl: phonePagesDatabaseUrl });
  let met = true;
  try {
    const { pages } = await phonePages(baseUrl, bank);
    console.log(`\nLighthouse 12, mobile profile (simulated slow 4G, 4x CPU), Debian's Chromium, ${runs} run(s) per page (median):`);
    console.log('page'.padEnd(26) + 'perf'.padStart(6) + 'FCP'.padStart(9) + 'LCP'.padStart(9) + 'TBT'.padStart(9) + 'CLS'.padStart(8) + 'bytes'.padStart(11));
    for (const { name, path, cookie } of pages) {
      const results = Array.from({ length: runs }, () => lighthouse(`${baseUrl}${path}`, cookie));
      const pick = (key: keyof Figures) => median(results.map((r) => r[key]));
      const figures: Figures = { performance: pick('performance'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), bytes: pick('bytes') };
      const ok = figures.performance >= goals.performance && figures.cls < goals.cls;
      met &&= ok;
      console.log(
        name.padEnd(26) +
          String(figures.performance).padStart(6) +
          `${(figures.fcp / 1000).toFixed(1)} s`.padStart(9) +
          `${(figures.lcp / 1000).toFixed(1)} s`.padStart(9) +
          `${Math.round(figures.tbt)} ms`.padStart(9) +
          figures.cls.toFixed(3).padStart(8) +
          `${(figures.bytes / 1024).toFixed(0)} KiB`.padStart(11) +
          `  ${ok ? 'met' : 'missed'}`,
      );
    }
  } finally {
    await stopProductionApp(app);
  }
  console.log(`goals: performance >= ${goals.performance} and CLS < ${goals.cls} on every page (on a quiet machine): ${met ? 'met' : 'missed'}`);
  return met;
}
