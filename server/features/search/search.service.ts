/**
 * Global search logic (contract 7.7): turns what the user typed into word tokens and a match plan
 * (search.terms.ts, with what the index knows about each word: search.repo `analyseWords`), then
 * asks the search cache (search.cache.ts), and through it the repo's statement, for every group or
 * one group's page. User text never reaches `to_tsquery` as such: only the planned lexemes do.
 */
import { searchGroupNames, type SearchGroupName, type SearchResult } from '@common/api/search.ts';
import type { Queryable } from '../../db/client.ts';
import { LRUCache } from 'lru-cache';
import type { CachedAnswer, SearchCache } from './search.cache.ts';
import * as repo from './search.repo.ts';
import { allowedEdits, editDistance } from './editDistance.ts';
import { didYouMean, headlineQuery, matchQuery, planTerms, tokenize, wordsToAnalyse, type TermPlan, type WordFacts } from './search.terms.ts';

export { maxTermLength, maxTerms, tokenize } from './search.terms.ts';

/** What to search: the typed query, hits per group, and optionally one group's page. */
export interface SearchRequest {
  query: string;
  limit: number;
  type?: SearchGroupName | undefined;
  offset?: number | undefined;
}

const emptyGroups = { forums: [], posts: [], questions: [] } satisfies Omit<SearchResult, 'didYouMean'>;

/** The answer without searching: empty groups. */
const empty = (suggestion: string | null): CachedAnswer => ({ json: JSON.stringify({ ...emptyGroups, didYouMean: suggestion }), total: 0, generation: null, until: null });

/**
 * The answer's JSON text from the groups' JSON object text built by the database (every group, or
 * `group` alone), without parsing it: the other groups empty, then `didYouMean`. Concatenation
 * only: the groups hold user text, which `String.replace` would read as replacement patterns
 * (`$&`, `` $` ``, `$'`).
 */
function answerJson(groups: string, group: SearchGroupName | null, suggestion: string | null): string {
  const others = group === null ? '' : searchGroupNames.filter((name) => name !== group).map((name) => `,"${name}":[]`).join('');
  return `{${groups.slice(1, -1)}${others},"didYouMean":${JSON.stringify(suggestion)}}`;
}

/**
 * `repo.analyseWords`, with each word's spelling candidates cut to those within the allowed edits
 * (as search.terms `planTerms` keeps them) that are in content the search matches now
 * (`repo.searchableWords`): `search_words` also holds words of pending and rejected questions,
 * taxonomy names no approved question uses, and words edited out of posts, which a suggestion must
 * never reveal (contract 8.6). The second statement runs only when some word has candidates.
 */
async function readWordFacts(db: Queryable, words: string[], correctable: boolean[]): Promise<{ facts: WordFacts[]; generation: string | null; until: number | null }> {
  const read = await repo.analyseWords(db, words, correctable);
  const within = read.facts.map((fact) => {
    const limit = allowedEdits(Array.from(fact.norm).length);
    return fact.candidates.filter((word) => word !== fact.norm && editDistance(fact.norm, word) <= limit);
  });
  const visible = await repo.searchableWords(db, [...new Set(within.flat())]);
  return { ...read, facts: read.facts.map((fact, i) => ({ ...fact, candidates: within[i]!.filter((word) => visible.has(word)) })) };
}

/** Word facts most recently read per database handle, each with the generation it is true for and until when (epoch ms; null: no limit). */
const factsByDatabase = new WeakMap<object, LRUCache<string, { facts: WordFacts; generation: string; until: number | null }>>();
/** How many words' facts one API process keeps. */
const keptWords = 20_000;

/**
 * The facts of `words`: kept ones when every word is kept at one generation (`generation` that
 * one: the caller must check that the search ran at it) and none has passed its `until` (an
 * exclusive mock closing: its questions' words may be suggested again, contract 8.2), else read
 * now (and kept).
 */
async function wordFacts(db: Queryable, words: string[], correctable: boolean[]): Promise<{ facts: WordFacts[]; generation: string | null; kept: boolean }> {
  let kept = factsByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({ max: keptWords });
    factsByDatabase.set(db, kept);
  }
  const keys = words.map((word, i) => `${correctable[i] ? '+' : '-'}${word}`);
  const found = keys.map((key) => kept.get(key));
  const generation = found[0]?.generation;
  const now = Date.now();
  if (generation !== undefined && found.every((entry) => entry?.generation === generation && (entry.until === null || now < entry.until))) {
    return { facts: found.map((entry) => entry!.facts), generation, kept: true };
  }
  const fresh = await readWordFacts(db, words, correctable);
  if (fresh.generation !== null) keys.forEach((key, i) => kept.set(key, { facts: fresh.facts[i]!, generation: fresh.generation!, until: fresh.until }));
  return { ...fresh, kept: false };
}

/** The plan of `facts` for `tokens`: each word's plan, the tsquery texts (null when no word is left to match) and the did-you-mean. */
function planOf(tokens: string[], facts: WordFacts[]): { plans: TermPlan[]; text: repo.SearchQueryText | null; didYouMean: string | null } {
  const plans = planTerms(tokens, facts);
  const q = matchQuery(plans);
  const hq = headlineQuery(plans);
  return { plans, text: q === null || hq === null ? null : { q, hq }, didYouMean: didYouMean(plans, tokens) };
}

/** The match plan of `tokens`, from what the index knows now (for the benchmark's report). */
export async function planQuery(db: Queryable, tokens: string[]): Promise<{ plans: TermPlan[]; text: repo.SearchQueryText | null; didYouMean: string | null }> {
  const { words, correctable } = wordsToAnalyse(tokens);
  return planOf(tokens, (await readWordFacts(db, words, correctable)).facts);
}

/**
 * Plans and runs the search for `tokens` (at least one). Word facts kept from earlier searches
 * save a round trip; they are used only when the search ran at the generation they were read at,
 * else the words are read again and the search runs again.
 */
async function compute(db: Queryable, tokens: string[], page: repo.SearchPage): Promise<CachedAnswer> {
  const { words, correctable } = wordsToAnalyse(tokens);
  let read = await wordFacts(db, words, correctable);
  let { text, didYouMean: suggestion } = planOf(tokens, read.facts);
  if (text === null && read.kept) {
    read = { ...(await readWordFacts(db, words, correctable)), kept: false };
    ({ text, didYouMean: suggestion } = planOf(tokens, read.facts));
  }
  if (text === null) return empty(suggestion);
  let rows = await repo.searchRows(db, text, page);
  if (read.kept && rows.generation !== read.generation) {
    factsByDatabase.delete(db);
    read = await wordFacts(db, words, correctable);
    ({ text, didYouMean: suggestion } = planOf(tokens, read.facts));
    if (text === null) return empty(suggestion);
    rows = await repo.searchRows(db, text, page);
  }
  return { json: answerJson(rows.groups, page.group, suggestion), total: rows.total, generation: rows.generation, until: rows.until };
}

/**
 * Forums, posts and approved questions (and set passages) matching `request.query`, as
 * `SearchResult` JSON text and the one group's total (`type` given; 0 otherwise). Every word must
 * match, by prefix, English stem, a dictionary expansion or a spelling correction (one edit for
 * 4-7 letters, two from 8); stop words are ignored. A query without any word (blank, punctuation,
 * emoji) answers empty groups without touching the database. Answers come from `cache` while
 * nothing searchable has changed.
 */
export async function search(db: Queryable, cache: SearchCache, request: SearchRequest): Promise<{ json: string; total: number }> {
  const tokens = tokenize(request.query);
  if (tokens.length === 0) return empty(null);
  const page: repo.SearchPage = { group: request.type ?? null, limit: request.limit, offset: request.type ? (request.offset ?? 0) : 0 };
  const key = `${page.group ?? '*'} ${page.limit} ${page.offset} ${tokens.join(' ')}`;
  const answer = await cache.answer(db, key, () => compute(db, tokens, page));
  return { json: answer.json, total: answer.total };
}

/** `search` for every group (the type-ahead): the `SearchResult` JSON text. */
export async function searchJson(db: Queryable, cache: SearchCache, query: string, limit: number): Promise<string> {
  return (await search(db, cache, { query, limit })).json;
}
