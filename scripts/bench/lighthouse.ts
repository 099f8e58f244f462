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
 * The app runs as in production (productionApp.ts) on BENCH_LIGHTHOUSE_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bench_lighthouse, created if missing; its data is replaced by
 * the demo content, two students and an admin). Lighthouse sends the session cookie and
 * `X-Forwarded-Proto: https` with every request (`--extra-headers`). Returns whether the goals were met.
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../server/demo.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { ensureWebBuilt } from '../../test/helpers/webBuild.ts';
import { ensureDatabase } from './data.ts';
import { startProductionApp, stopProductionApp } from './productionApp.ts';
import { openBenchDatabase } from './database.ts';

const databaseUrl = process.env.BENCH_LIGHTHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_lighthouse';
const port = 18_096;
const baseUrl = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const password = 'Bench@2026';
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

/**
 * Replaces the bench database's data with the demo content, a timed and an untimed student and an
 * admin; answers the approved questions (id, set, type) in id order.
 */
export async function prepare(): Promise<Array<{ id: number; setId: number | null; questionType: string }>> {
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  await seedDemo(handle.db);
  for (const [username, name] of [['lh-student', 'Lighthouse Student'], ['lh-untimed', 'Lighthouse Untimed'], ['lh-admin', 'Lighthouse Admin']] as const) {
    await register(handle.db, { name, username, password, emailId: `${username}@example.org`, mobile: null, userType: 'Student' });
  }
  await handle.db.execute(sql`update users set untimed_practice = true, email_verified = true where username = 'lh-untimed'`);
  await handle.db.execute(sql`update users set email_verified = true where username = 'lh-student'`);
  await handle.db.execute(sql`update users set role = 'admin' where username = 'lh-admin'`);
  const bank = await handle.db.execute<{ id: number; set_id: number | null; question_type: string }>(
    sql`select id, set_id, question_type from questions where status = 'approved' order by id`,
  );
  await handle.close();
  return bank.rows.map((row) => ({ id: Number(row.id), setId: row.set_id === null ? null : Number(row.set_id), questionType: row.question_type }));
}

/** Logs `username` in (as through the TLS proxy); answers the Cookie header to send. */
async function logIn(username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (!response.ok) throw new Error(`bench login of ${username}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A JSON request as `cookie`; answers the JSON (throws with the status on a failure). */
async function call(cookie: string, method: string, path: string, body?: object): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
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
  const bank = await prepare();
  const app = await startProductionApp({ port, databaseUrl });
  let met = true;
  try {
    const student = await logIn('lh-student');
    const untimed = await logIn('lh-untimed');
    const admin = await logIn('lh-admin');
    const single = bank.find((q) => q.setId === null && q.questionType === 'MCQ')!;
    const inSet = bank.find((q) => q.setId !== null)!;
    const setMembers = bank.filter((q) => q.setId === inSet.setId).map((q) => q.id);
    const forums = (await call(student, 'GET', '/api/forum/getForums')) as Array<{ id: number }>;
    const created = await call(student, 'POST', '/api/forum/posts', { forumId: forums[0]!.id, title: 'How do you pace the DILR section?', content: 'I run out of time on the third set. How do you choose which sets to attempt first?' });
    for (let i = 0; i < 50; i += 1) {
      await fetch(`${baseUrl}/api/forum/addReply/${created.post.id}`, {
        method: 'POST',
        headers: { cookie: i % 2 ? untimed : admin, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ content: `Reply ${i + 1}: scan every set for two minutes first, then pick the one with the fewest conditions. Keep a steady pace.` }).toString(),
      });
    }
    const test = await call(admin, 'POST', '/api/tests', {
      title: 'Lighthouse mock',
      sections: [
        { name: 'DILR', durationSeconds: 3600, questionIds: setMembers },
        { name: 'Quant', durationSeconds: 3600, questionIds: bank.filter((q) => q.setId === null && q.questionType === 'MCQ').slice(0, 3).map((q) => q.id) },
      ],
    });
    const attempt = await call(student, 'POST', `/api/tests/${test.id}/attempts`);

    const pages: { name: string; path: string; cookie: string }[] = [
      { name: 'home', path: '/', cookie: student },
      { name: 'question, timed', path: `/questions/${single.id}`, cookie: student },
      { name: 'question, untimed', path: `/questions/${single.id}`, cookie: untimed },
      { name: 'set question (passage)', path: `/questions/${inSet.id}`, cookie: untimed },
      { name: 'forums', path: '/forum', cookie: student },
      { name: 'post, 50 replies', path: `/forum/${created.post.forumId}/post/${created.post.id}`, cookie: student },
      { name: 'mock exam screen', path: `/attempts/${attempt.id}`, cookie: student },
    ];
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
