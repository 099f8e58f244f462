/** Search support tables (server/features/search). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word (simple lexeme of 4-32 letters, no digits) of the searchable texts: questions, set
 * passages, forum posts and their replies, forums, category and topic names. Typo tolerance looks
 * up the words that look like an unknown term here (pg_trgm, GIN trigram index), keeps those within
 * the allowed edit distance and searches for them too. Kept by triggers on those tables
 * (migrations 0008, 0016 and the search stems migration), in the writing transaction; words are
 * never removed (a stale word only adds an alternative that matches nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
