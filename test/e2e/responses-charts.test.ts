/**
 * My Responses' charts on a phone (issue 28 item 9): with the long names of the three CAT sections,
 * at 360 and 390 px, no two axis labels of a chart overlap and every label stays inside its chart.
 */
import t from 'tap';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { questions } from '../../server/db/schema/index.ts';
import { closeTestDatabase } from '../helpers/app.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { launchBrowser, outputDir, serveApp } from './browser.ts';
import { logIn } from './session.ts';

t.teardown(closeTestDatabase);

const sections = ['Quantitative Aptitude', 'Data Interpretation & Logical Reasoning', 'Verbal Ability & Reading Comprehension'];
const topics = ['Time, Speed and Distance', 'Arrangements and Seating', 'Reading Comprehension (long passages)', 'Percentages'];

interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share an area (touching edges do not count). */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

t.test('My Responses: chart labels neither overlap nor leave the chart at 360 and 390 px', async (t) => {
  const { baseUrl, database } = await serveApp(t);
  const db = database.db;
  await createQuestions(
    db,
    sections.flatMap((category, index) => [
      { category, topic: topics[index]!, questionText: `Question one of ${category}` },
      { category, topic: topics[(index + 1) % topics.length]!, questionText: `Question two of ${category}` },
    ]),
  );
  const student = await createUser(db);
  const browser = await launchBrowser(t);
  for (const width of [360, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    await logIn(context, baseUrl, student);
    if (width === 360) {
      const ids = (await db.select({ id: questions.id }).from(questions).orderBy(asc(questions.id))).map((row) => row.id);
      for (const [index, id] of ids.entries()) {
        const answered = await context.request.post(`${baseUrl}/api/addResponse?questionId=${id}&timer=20&selectedOption=${index % 2 === 0 ? 'A' : 'B'}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
        t.equal(answered.status(), 201, `answered question ${id}`);
      }
    }
    const page = await context.newPage();
    for (const [chart, path] of [['.accuracy-chart', '/responses'], ['.topic-chart', '/responses?view=topics']] as const) {
      await page.goto(`${baseUrl}${path}`);
      const figure = page.locator(chart).first();
      await figure.locator('.recharts-cartesian-axis-tick-labels text').first().waitFor();
      const frame = (await figure.boundingBox())!;
      const labels: Box[] = await figure.locator('.recharts-cartesian-axis-tick-labels text, .recharts-label-list text').evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { text: node.textContent ?? '', x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
        }),
      );
      t.ok(labels.length >= sections.length, `${chart} at ${width} px: ${labels.length} labels`);
      const clashes: string[] = [];
      for (const [i, a] of labels.entries()) {
        for (const b of labels.slice(i + 1)) if (overlap(a, b)) clashes.push(`"${a.text}" / "${b.text}"`);
      }
      t.same(clashes, [], `${chart} at ${width} px: no two labels overlap`);
      const frameTop = frame.y + (await page.evaluate(() => window.scrollY));
      const outside = labels.filter((box) => box.x < frame.x - 0.5 || box.x + box.width > frame.x + frame.width + 0.5 || box.y < frameTop - 0.5);
      t.same(outside.map((box) => box.text), [], `${chart} at ${width} px: every label inside the chart`);
      await figure.screenshot({ path: join(outputDir, `responses-${chart.slice(1)}-${width}.png`) });
    }
    await context.close();
  }
});
