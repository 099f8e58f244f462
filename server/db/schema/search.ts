/** Search support tables (server/features/search). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word (lexeme) of the searchable texts: questions, forum posts, forums. Typo tolerance
 * looks up the words closest to a misspelt term here (pg_trgm similarity on short strings, GIN
 * trigram index) and searches for them too. Kept by statement-level triggers on the three tables
 * (migration 0009), in the writing transaction; words are never removed (a stale word only adds
 * an alternative that matches nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
