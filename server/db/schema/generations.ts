/** Generation numbers of the per-process read caches (server/db/generations.ts). */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per cached family of answers (`search`, `questions`): a number that grows, by
 * statement-level triggers (`cache_generation_bump('<name>')`, migration `cache_generation_triggers`
 * and the search migrations before it), in the same transaction as every write that can change an
 * answer of that family. An answer an API process keeps is used only while its generation is the
 * one it was computed at, so a write committed by any process is seen by the next read everywhere.
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(1),
});
