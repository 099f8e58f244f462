/** Generation numbers of the per-process read caches (server/db/generations.ts). */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per cached family of answers (`search`, `questions`): a number that grows in the same
 * transaction as every write that can change an answer of that family, set when the transaction
 * commits by deferred row triggers (`cache_generation_bump_at_commit('<name>')`, queued by the
 * transaction's first row of the family only: migration `cache_generation_bump_at_commit`; TRUNCATE
 * by statement triggers), so the row is not held locked while the writing transaction runs. An
 * answer an API process keeps is used only while its generation is the one it was computed at, so
 * a write committed by any process is seen by the next read everywhere.
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(1),
});
