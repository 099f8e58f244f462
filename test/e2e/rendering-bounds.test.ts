/**
 * What users write renders right and within bounds, in a real Chromium (contract 7.1 and 8.6):
 * - the demo logic question whose operator is `$` ("'P $ Q' means ...") shows its operators as
 *   text, no formula and no red KaTeX error (pandoc's `$` rule, remarkPandocMath.ts);
 * - a forum post holding a TeX macro bomb (test/fixtures/tex-macro-bomb.md; 20+ s for KaTeX)
 *   shows the formula as source with a note, and no main-thread task of the page lasts 1 s or
 *   more (a `longtask` PerformanceObserver installed before the page loads).
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '@common/messages.ts';
import { forumPosts, forums, questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const root = join(import.meta.dirname, '..', '..');

interface DemoQuestion {
  category: string;
  topic: string;
  source: string;
  questionText: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correctAnswer: string;
}

t.test("the demo question with the operator '$' reads as written", async (t) => {
  const demo = (JSON.parse(readFileSync(join(root, 'scripts', 'content', 'dilr.json'), 'utf8')) as DemoQuestion[]).find((question) => question.questionText.includes("'P $ Q'"));
  t.ok(demo, 'the demo content holds the question');
  const { baseUrl, database } = await serveApp(t);
  const { category, topic, source, questionText, optionA, optionB, optionC, optionD, correctAnswer } = demo!;
  await createQuestions(database.db, [{ category, topic, source, questionText, options: [optionA, optionB, optionC, optionD], correctAnswer }]);
  const [row] = await database.db.select({ id: questions.id }).from(questions).where(eq(questions.questionText, questionText));
  const student = await createUser(database.db);
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, student);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/questions/${row!.id}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const text = page.locator('.attempt').getByText("'P @ Q' means P is the mother of Q", { exact: false }).first();
  await text.waitFor();
  const shown = await text.innerText();
  t.match(shown, "'P $ Q' means P is the father of Q", 'the $ operator is shown');
  t.match(shown, 'If A @ B $ C * D # E, how is C related to A?', 'and the rest of the question with it');
  t.equal(await page.locator('.attempt .katex, .attempt .katex-error, .attempt [class*="math"]').count(), 0, 'no formula and no red error');
});

t.test('a forum post with a TeX macro bomb: source with a note, no long main-thread task', async (t) => {
  const bomb = readFileSync(join(root, 'test', 'fixtures', 'tex-macro-bomb.md'), 'utf8');
  const { baseUrl, database } = await serveApp(t);
  const author = await createUser(database.db);
  const [forum] = await database.db.insert(forums).values({ title: 'Quant formulas', description: 'TeX', createdBy: author.id }).returning();
  const [post] = await database.db.insert(forumPosts).values({ forumId: forum!.id, authorId: author.id, title: 'A small formula', content: bomb }).returning();
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logIn(context, baseUrl, author);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longestTask: number };
    w.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${baseUrl}/forum/${forum!.id}/post/${post!.id}`);
  await page.getByText(messages.rendering.formulaAsSource).waitFor({ timeout: 60_000 });
  t.ok(Date.now() - started < 30_000, `rendered in ${Date.now() - started} ms`);
  t.match(await page.locator('code.math-source').first().innerText(), /^\\def\\a\{\\frac/, 'the formula shows as its source');
  t.equal(await page.locator('.katex').count(), 0, 'nothing typeset');
  await page.getByText('and the rest of the post.', { exact: false }).first().waitFor();
  // Let the observer deliver the last entries.
  await page.waitForTimeout(500);
  const longest = await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
  t.ok(longest < 1000, `longest main-thread task ${Math.round(longest)} ms (under 1000)`);
});
