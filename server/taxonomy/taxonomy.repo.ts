/**
 * Categories, topics and sources by name, created on first use: shared by imports (every row of a
 * workbook) and submissions (a submitted question names its own). Names match case-insensitively;
 * the first spelling stored is kept.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { categories, sources, topics } from '../db/schema/index.ts';

/** The names of categories, sources and topics (`category` + U+0002 + `topic`) that exist, lower-cased. */
export interface ExistingNames {
  categories: Set<string>;
  sources: Set<string>;
  topics: Set<string>;
}

/** The key of a topic in `ExistingNames.topics`. */
export const topicKey = (category: string, topic: string) => `${category.toLowerCase()}\u0002${topic.toLowerCase()}`;

/**
 * Which of the given category and source names exist (ignoring case), and the topics of those
 * categories; reads only, 1,000 names per query.
 */
export async function existingNames(db: Queryable, names: { categories: string[]; sources: string[] }): Promise<ExistingNames> {
  const found: ExistingNames = { categories: new Set(), sources: new Set(), topics: new Set() };
  const lower = (list: string[]) => [...new Set(list.map((name) => name.toLowerCase()))];
  const wanted = lower(names.categories);
  for (let start = 0; start < wanted.length; start += 1000) {
    const slice = wanted.slice(start, start + 1000);
    const rows = await db
      .select({ category: sql<string>`lower(${categories.name})`, topic: sql<string | null>`lower(${topics.name})` })
      .from(categories)
      .leftJoin(topics, eq(topics.categoryId, categories.id))
      .where(inArray(sql`lower(${categories.name})`, slice));
    for (const row of rows) {
      found.categories.add(row.category);
      if (row.topic !== null) found.topics.add(topicKey(row.category, row.topic));
    }
  }
  const sourceNames = lower(names.sources);
  for (let start = 0; start < sourceNames.length; start += 1000) {
    const rows = await db.select({ name: sql<string>`lower(${sources.name})` }).from(sources).where(inArray(sql`lower(${sources.name})`, sourceNames.slice(start, start + 1000)));
    for (const row of rows) found.sources.add(row.name);
  }
  return found;
}

/** Ids of the named categories, creating the missing ones; keys are lower-cased names. */
export async function ensureCategories(db: Queryable, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await db.insert(categories).values(names.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await db.select().from(categories).where(inArray(sql`lower(${categories.name})`, names.map((n) => sql`lower(${n})`)));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Ids of the named sources, creating the missing ones; keys are lower-cased names. */
export async function ensureSources(db: Queryable, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await db.insert(sources).values(names.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await db.select().from(sources).where(inArray(sql`lower(${sources.name})`, names.map((n) => sql`lower(${n})`)));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Ids of the named topics of one category, creating the missing ones; keys are lower-cased names. */
export async function ensureTopics(db: Queryable, categoryId: number, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await db.insert(topics).values(names.map((name) => ({ categoryId, name }))).onConflictDoNothing();
  const rows = await db
    .select()
    .from(topics)
    .where(and(eq(topics.categoryId, categoryId), inArray(sql`lower(${topics.name})`, names.map((n) => sql`lower(${n})`))));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}
