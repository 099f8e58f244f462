/**
 * Search relevance (a step of `npm run bench`, skipped with BENCH_RELEVANCE=0; `npm run bench --
 * relevance` runs only it).
 *
 * Loads the demo content (the question bank, its set passages and the demo forums, through the
 * same `seedDemo` the app uses on a new database) into its own database
 * (BENCH_RELEVANCE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_relevance:
 * created if missing, migrated, emptied), runs every query of the judged set
 * scripts/bench/search-relevance.json through the real search service (no answer cache), and
 * prints mean reciprocal rank and recall at 5, overall and per kind of query, next to the figures
 * measured on the search before it understood stems, typos within edit distance, abbreviations
 * and replies (`before`, below). BENCH_RELEVANCE_VERBOSE=1 also lists each query that missed.
 *
 * Scoring: each expected item (a question, any question of a set, topic or category, a post or a
 * forum) is looked for in its own group of the answer (questions, posts or forums, 20 hits each);
 * its rank is the position of its first hit there. A query's reciprocal rank is 1 / the best rank
 * of any of its items (0 when none is found); its recall at 5 is the share of its items found in
 * the first 5 of their group, out of min(items, 5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { SearchResult } from '../../common/api/search.ts';
import { type Database } from '../../server/db/client.ts';
import { seedDemo } from '../../server/demo.ts';
import { createSearchCache } from '../../server/features/search/search.cache.ts';
import * as service from '../../server/features/search/search.service.ts';
import { ensureDatabase } from './data.ts';
import { openBenchDatabase } from './database.ts';

/**
 * The figures measured on the search as it was before issue "Search that finds what people mean"
 * (prefix matching over the `simple` configuration plus pg_trgm corrections for 5+ letter words;
 * no stems, abbreviations, topic names or replies), with this query set, on the commit that added
 * the set.
 */
export const before = { mrr: 0.557, recallAt5: 0.509 };

type Expectation =
  | { question: string }
  | { set: string }
  | { topic: string }
  | { category: string }
  | { post: string }
  | { forum: string };

interface JudgedQuery {
  query: string;
  kind: string;
  expect: Expectation[];
}

type Group = 'questions' | 'posts' | 'forums';

/** An expected item resolved to its group and the ids that count as finding it. */
interface Item {
  label: string;
  group: Group;
  ids: Set<number>;
}

const hitsPerGroup = 20;
const root = join(import.meta.dirname, '..', '..');

export function judgedQueries(): JudgedQuery[] {
  const file = JSON.parse(readFileSync(join(root, 'scripts', 'bench', 'search-relevance.json'), 'utf8')) as { queries: JudgedQuery[] };
  return file.queries;
}

async function ids(db: Database, query: ReturnType<typeof sql>): Promise<Set<number>> {
  const result = await db.execute<{ id: number }>(query);
  return new Set(result.rows.map((row) => Number(row.id)));
}

/** The ids an expectation stands for; throws when it names nothing (a question substring must name exactly one question). */
async function resolve(db: Database, expectation: Expectation): Promise<Item> {
  let item: Item;
  if ('question' in expectation) {
    item = { label: `question "${expectation.question}"`, group: 'questions', ids: await ids(db, sql`select id from questions where strpos(question_text, ${expectation.question}) > 0`) };
    if (item.ids.size !== 1) throw new Error(`${item.label} names ${item.ids.size} questions`);
  } else if ('set' in expectation) {
    item = { label: `set "${expectation.set}"`, group: 'questions', ids: await ids(db, sql`select q.id from questions q join question_sets s on s.id = q.set_id where s.title = ${expectation.set}`) };
  } else if ('topic' in expectation) {
    item = { label: `topic "${expectation.topic}"`, group: 'questions', ids: await ids(db, sql`select q.id from questions q join topics t on t.id = q.topic_id where t.name = ${expectation.topic}`) };
  } else if ('category' in expectation) {
    item = { label: `category "${expectation.category}"`, group: 'questions', ids: await ids(db, sql`select q.id from questions q join categories c on c.id = q.category_id where c.name = ${expectation.category}`) };
  } else if ('post' in expectation) {
    item = { label: `post "${expectation.post}"`, group: 'posts', ids: await ids(db, sql`select id from forum_posts where title = ${expectation.post}`) };
  } else {
    item = { label: `forum "${expectation.forum}"`, group: 'forums', ids: await ids(db, sql`select id from forums where title = ${expectation.forum}`) };
  }
  if (item.ids.size === 0) throw new Error(`${item.label} names nothing in the demo content`);
  return item;
}

/** Migrates and empties the database, then loads the demo content. */
async function load(databaseUrl: string) {
  await ensureDatabase(databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl, pgliteDir: null, poolSize: 2 });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  await seedDemo(handle.db);
  await handle.db.execute(sql`vacuum analyze`);
  return handle;
}

export interface RelevanceFigure {
  queries: number;
  mrr: number;
  recallAt5: number;
  byKind: Record<string, { queries: number; mrr: number; recallAt5: number }>;
  misses: { query: string; rank: number | null; missing: string[] }[];
}

/** Scores one answer against the query's items. */
function score(answer: SearchResult, items: Item[]) {
  const ranks = items.map((item) => {
    const hits = answer[item.group] as { id: number }[];
    const index = hits.findIndex((hit) => item.ids.has(hit.id));
    return index === -1 ? null : index + 1;
  });
  const found = ranks.filter((rank): rank is number => rank !== null);
  const best = found.length === 0 ? null : Math.min(...found);
  return {
    best,
    reciprocal: best === null ? 0 : 1 / best,
    recall: found.filter((rank) => rank <= 5).length / Math.min(items.length, 5),
    missing: items.filter((_, i) => ranks[i] === null || ranks[i]! > 5).map((item) => item.label),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** Runs the judged set against the demo content in `databaseUrl` and returns the figures. */
export async function measureRelevance(databaseUrl: string): Promise<RelevanceFigure> {
  const handle = await load(databaseUrl);
  try {
    const cache = createSearchCache({ maxBytes: 0 });
    const rows: { query: JudgedQuery; reciprocal: number; recall: number; best: number | null; missing: string[] }[] = [];
    for (const query of judgedQueries()) {
      const items = await Promise.all(query.expect.map((expectation) => resolve(handle.db, expectation)));
      const answer = JSON.parse(await service.searchJson(handle.db, cache, query.query, hitsPerGroup)) as SearchResult;
      rows.push({ query, ...score(answer, items) });
    }
    const byKind: RelevanceFigure['byKind'] = {};
    for (const kind of [...new Set(rows.map((row) => row.query.kind))]) {
      const of = rows.filter((row) => row.query.kind === kind);
      byKind[kind] = { queries: of.length, mrr: mean(of.map((row) => row.reciprocal)), recallAt5: mean(of.map((row) => row.recall)) };
    }
    return {
      queries: rows.length,
      mrr: mean(rows.map((row) => row.reciprocal)),
      recallAt5: mean(rows.map((row) => row.recall)),
      byKind,
      misses: rows.filter((row) => row.missing.length > 0).map((row) => ({ query: row.query.query, rank: row.best, missing: row.missing })),
    };
  } finally {
    await handle.close();
  }
}

const f = (value: number) => value.toFixed(3);

/** The bench step: measures and prints the figures. */
export async function benchRelevance(options: { databaseUrl?: string; verbose?: boolean } = {}): Promise<RelevanceFigure> {
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_RELEVANCE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_relevance';
  const figure = await measureRelevance(databaseUrl);
  console.log(`\nSearch relevance: ${figure.queries} judged queries over the demo content (scripts/bench/search-relevance.json)`);
  console.log(`  before: MRR ${f(before.mrr)}, recall@5 ${f(before.recallAt5)}`);
  console.log(`  after:  MRR ${f(figure.mrr)}, recall@5 ${f(figure.recallAt5)}   (goal MRR >= 0.85)`);
  for (const [kind, k] of Object.entries(figure.byKind)) console.log(`    ${kind.padEnd(13)} ${String(k.queries).padStart(3)} queries  MRR ${f(k.mrr)}  recall@5 ${f(k.recallAt5)}`);
  if (options.verbose ?? process.env.BENCH_RELEVANCE_VERBOSE === '1') {
    for (const miss of figure.misses) console.log(`  ${JSON.stringify(miss.query)} first hit at ${miss.rank ?? '-'}; not in the first 5: ${miss.missing.join('; ')}`);
  }
  return figure;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  await benchRelevance();
  process.exit(0);
}
