/**
 * Categories, topics and sources by name, created on first use: shared by imports (every row of a
 * workbook) and submissions (a submitted question names its own). Names match case-insensitively;
 * the first spelling stored is kept.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { categories, sources, topics } from '../db/schema/index.ts';

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
