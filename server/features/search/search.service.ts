/**
 * Global search logic: turns what the user typed into a small, safe list of word tokens and asks
 * the search cache (search.cache.ts), and through it the repo's single statement, for all three
 * groups. User text never reaches `to_tsquery` as such:
 * only the tokens do, and the statement quotes each one as a single lexeme.
 */
import type { SearchResult } from '@common/api/search.ts';
import type { Queryable } from '../../db/client.ts';
import type { SearchCache } from './search.cache.ts';

/** At most this many words of a query are searched (the rest are ignored). */
export const maxTerms = 8;
/** Words are cut to this many characters (code points). */
export const maxTermLength = 32;

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The search terms of `query`: runs of Unicode letters, marks and digits, lower-cased, cut to
 * `maxTermLength` code points, without duplicates, at most `maxTerms` of them. Everything else
 * (spaces, punctuation, tsquery operators such as `&|!:*()`, quotes, emoji) only separates words.
 */
export function tokenize(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.normalize('NFC').toLowerCase().matchAll(wordPattern)) {
    const term = Array.from(match[0]).slice(0, maxTermLength).join('');
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === maxTerms) break;
  }
  return terms;
}

const emptyJson = JSON.stringify({ forums: [], posts: [], questions: [] } satisfies SearchResult);

/**
 * Forums, posts and approved questions matching `query`, as `SearchResult` JSON text: each group
 * best first and at most `limit` long. Every term must match, as a word prefix ("percen" finds
 * "percentage") or, for terms of 5+ letters, through a spelling correction ("percantage" finds
 * "percentage"). A query without any word (blank, punctuation, emoji) answers empty groups
 * without touching the database. Answers come from `cache` while nothing searchable has changed.
 */
export async function searchJson(db: Queryable, cache: SearchCache, query: string, limit: number): Promise<string> {
  const terms = tokenize(query);
  if (terms.length === 0) return emptyJson;
  return cache.answer(db, terms, limit);
}
