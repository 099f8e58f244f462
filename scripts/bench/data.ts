/** Benchmark data shared by the bench steps: database creation and generated question rows. */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { openBenchDatabase } from './database.ts';

/** Creates the database named in `url` (on the same server) when it does not exist. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}

/** mulberry32 (Tommy Ettinger's public-domain generator): a small seeded generator of uniform numbers in [0, 1), so a bench run repeats. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Migrates the database at `url` (created when missing) and empties every table of it. */
export async function emptyBenchDatabase(url: string): Promise<void> {
  await ensureDatabase(url);
  const handle = await openBenchDatabase({ databaseUrl: url, pgliteDir: null });
  try {
    await handle.migrate();
    const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
    await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  } finally {
    await handle.close();
  }
}

const topicsByCategory: Record<string, string[]> = {
  'Quantitative Aptitude': ['Number Systems', 'Geometry & Mensuration', 'Arithmetic - Percentages & Profit', 'Algebra - Equations & Inequalities'],
  'Data Interpretation & Logical Reasoning': ['Tables & Bar Charts', 'Arrangements & Seating', 'Caselets'],
  'Verbal Ability & Reading Comprehension': ['Reading Comprehension', 'Para Jumbles', 'Critical Reasoning'],
};
const sources = ['Community Practice Set', 'Sectional Mock Series', 'Previous Year Pattern', 'Mentor Drill'];

/** `count` import rows spread over 3 categories, 10 topics and 4 sources, correct answers cycling A-D. */
export function benchRows(count: number): ImportRow[] {
  const categories = Object.keys(topicsByCategory);
  return Array.from({ length: count }, (_, i) => {
    const category = categories[i % categories.length]!;
    const topics = topicsByCategory[category]!;
    return {
      rowNumber: i + 2,
      category,
      topic: topics[i % topics.length]!,
      source: sources[i % sources.length]!,
      questionText: `Benchmark question ${i}: a train ${100 + (i % 400)} m long passes a pole in ${5 + (i % 20)} seconds. What is its speed in km/h?`,
      optionA: `${i}`,
      optionB: `${i + 1}`,
      optionC: `${i + 2}`,
      optionD: `${i + 3}`,
      correctAnswer: 'ABCD'[i % 4]!,
      questionType: 'MCQ',
      setTitle: '',
      setText: '',
      answerTolerance: '',
      explanation: '',
      errors: [],
    };
  });
}

/** The fourteen import headers: the spec's nine, then the optional five. */
export const importHeaders = [...limits.importColumns, ...limits.importOptionalColumns];

const passage =
  'The passage below discusses how monsoon variability shapes rural demand in India. Rainfall in June and July decides sowing; a weak start delays kharif planting, lowers farm incomes and, with a lag of two quarters, the sales of two-wheelers and fast-moving consumer goods in villages. ';

/**
 * One row of the import benchmark's workbook, in the fourteen columns of `importHeaders`, with
 * unique text. Of every 20 rows: 5 form one reading-comprehension set (a passage of about 1,300
 * characters on the set's first row), 6 are TITA (2 with a tolerance), and 10 carry a written
 * solution of about 300 characters; the rest are plain standalone MCQs.
 */
export function importBenchSheetRow(index: number): string[] {
  const slot = index % 20;
  const group = Math.floor(index / 20);
  const speed = 36 + (index % 90);
  const explanation = slot % 2 === 0 ? `Relative speed: convert ${speed} km/h to m/s by multiplying by 5/18, giving ${((speed * 5) / 18).toFixed(2)} m/s. The distance covered is the train's length plus the platform's. Divide the distance by the speed. Answer rounded to the nearest second; check units twice (question ${index + 1}).` : '';
  if (slot < 5) {
    return [
      'Verbal Ability & Reading Comprehension',
      'Reading Comprehension',
      'Sectional Mock 7',
      `Q${index + 1}. According to the passage, which factor most directly links rainfall to rural demand? (set ${group}, question ${slot + 1})`,
      'Sowing dates',
      'Urban wages',
      'Export prices',
      'Interest rates',
      'ABCD'[slot % 4]!,
      'MCQ',
      `Monsoon and rural demand, passage ${group}`,
      slot === 0 ? passage.repeat(5) : '',
      '',
      explanation,
    ];
  }
  const base = [
    ['Quantitative Aptitude', 'Time, Speed & Distance'],
    ['Data Interpretation & Logical Reasoning', 'Tables & Bar Charts'],
    ['Quantitative Aptitude', 'Number Systems'],
  ][index % 3]!;
  const text = `Q${index + 1}. A train ${100 + (index % 400)} m long crosses a platform ${150 + (index % 250)} m long at ${speed} km/h. How many seconds does it take to cross the platform completely?`;
  if (slot < 11) {
    return [...base, 'CAT 2021 Slot 2', text, '', '', '', '', `${(((250 + (index % 650)) * 18) / (speed * 5)).toFixed(2)}`, 'TITA', '', '', slot < 7 ? '0.5' : '', explanation];
  }
  return [...base, 'CAT 2019 Slot 1', text, `${10 + (index % 50)} s`, `${20 + (index % 60)} s`, `${30 + (index % 70)} s`, 'None of these', 'ABCD'[index % 4]!, '', '', '', '', explanation];
}
