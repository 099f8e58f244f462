/** Search support tables (server/features/search). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word (lexeme) of the searchable texts: questions, forum posts, forums. Typo tolerance
 * looks up the words closest to a misspelt term here (pg_trgm similarity on short strings, GIN
 * trigram index) and searches for them too. Kept by statement-level triggers on the three tables
 * (migration 0008), in the writing transaction; words are never removed (a stale word only adds
 * an alternative that matches nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * One row: a number that grows in the same transaction as every write that can change a search
 * result (statement-level triggers on questions, forum_posts, forums and the category and topic names, migration 0012). Search
 * answers cached by an API process are valid only while it has not changed.
 */
export const searchGeneration = pgTable(
  'search_generation',
  {
    id: boolean('id').primaryKey().default(true),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_generation_one_row', sql`${t.id}`)],
);
