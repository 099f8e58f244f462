/** Benchmark data shared by the bench steps: database creation and generated question rows. */
import pg from 'pg';
import type { ImportRow } from '@common/api/imports.ts';

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
      errors: [],
    };
  });
}
