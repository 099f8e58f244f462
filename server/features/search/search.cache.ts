/**
 * Search answers kept by one API process, each valid while `search_generation` is unchanged.
 *
 * Type-ahead traffic repeats itself (everyone types "perc", "prob", "time and w"), so an answer
 * computed once can serve the next user who types the same words. `search_generation` grows in
 * the same transaction as every write that could change an answer (migration 0012), so a cached
 * answer is used only while nothing searchable has changed since it was computed: a new post or
 * an approved question is still found by the very next request, on every API process. A cache hit
 * costs one indexed single-row read instead of the search.
 *
 * Entries are evicted least recently used, bounded by the total size of the JSON kept
 * (`maxBytes`, SEARCH_CACHE_MB; 0 keeps nothing: every search goes to the database).
 */
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/client.ts';
import * as repo from './search.repo.ts';

export interface SearchCache {
  /** The `SearchResult` JSON for `terms` (search.service `tokenize`) and `limit`: cached when still valid, else searched and kept. */
  answer(db: Queryable, terms: string[], limit: number): Promise<string>;
  /** How many answers came from the cache and from the database since the cache was made. */
  readonly stats: { hits: number; misses: number };
}

export function createSearchCache(options: { maxBytes: number }): SearchCache {
  const stats = { hits: 0, misses: 0 };
  if (options.maxBytes === 0) {
    return {
      stats,
      async answer(db, terms, limit) {
        stats.misses += 1;
        return (await repo.searchJson(db, terms, limit)).json;
      },
    };
  }
  const answers = new LRUCache<string, repo.SearchAnswer & { generation: string }>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entry.json.length + key.length,
  });
  return {
    stats,
    async answer(db, terms, limit) {
      const key = `${limit} ${terms.join(' ')}`;
      const kept = answers.get(key);
      if (kept && kept.generation === (await repo.currentGeneration(db))) {
        stats.hits += 1;
        return kept.json;
      }
      stats.misses += 1;
      const fresh = await repo.searchJson(db, terms, limit);
      if (fresh.generation !== null) answers.set(key, { json: fresh.json, generation: fresh.generation });
      return fresh.json;
    },
  };
}
