/**
 * Search answers kept by one API process, each valid while the `search` generation is unchanged
 * (server/db/generations.ts, the mechanism every per-process read cache shares).
 *
 * Type-ahead traffic repeats itself (everyone types "perc", "prob", "time and w"), so an answer
 * computed once can serve the next user who types the same words. The `search` generation changes
 * in the same transaction as every write that could change an answer (migration
 * cache_generation_triggers), so a cached answer is used only while nothing searchable has changed since it
 * was computed: a new post or an approved question is found by the next request on the process
 * that wrote it, and on every other process once the change's notification has arrived
 * (server/db/generationPush.ts; contract section 8.7). A cache hit asks nobody while the push is
 * listening, else costs a share of one small read of the generations (concurrent hits share it);
 * a query with nothing kept goes straight to the search.
 *
 * Entries are evicted least recently used, bounded by the total size of the JSON kept
 * (`maxBytes`, SEARCH_CACHE_MB; 0 keeps nothing: every search goes to the database).
 */
import type { Queryable } from '../../db/client.ts';
import { createGenerationCache } from '../../db/generationCache.ts';
import { generationReader } from '../../db/generations.ts';
import { pushedGenerations } from '../../db/generationPush.ts';

/**
 * A computed answer: the `SearchResult` JSON text, the one group's total, the generation it is
 * valid for (null: none yet), and until when (epoch ms; null: no limit): an exclusive mock's
 * questions are left out until it closes (the hidden rule of policies/questionVisibility.ts), a change by time that no
 * generation marks.
 */
export interface CachedAnswer {
  json: string;
  total: number;
  generation: string | null;
  until: number | null;
}

export interface SearchCache {
  /** The answer kept under `key` while still valid, else `compute()`'s (kept when it has a generation). */
  answer(db: Queryable, key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  /** How many answers came from the cache and from the database since the cache was made. */
  readonly stats: { hits: number; misses: number };
}

export function createSearchCache(options: { maxBytes: number }): SearchCache {
  const answers = createGenerationCache<CachedAnswer>({ maxBytes: options.maxBytes, size: (entry, key) => entry.json.length + key.length });
  return {
    stats: answers.stats,
    async answer(db, key, compute) {
      if (options.maxBytes === 0) {
        answers.stats.misses += 1;
        return compute();
      }
      // While the push is listening, its token (taken before computing: the answer is never older).
      const pushed = pushedGenerations(db)?.search;
      if (!answers.peek(key)) {
        // Nothing kept under this key, so no generation to check: search at once (the answer
        // carries the generation its statement read, in the same snapshot as its rows).
        answers.stats.misses += 1;
        const fresh = await compute();
        answers.set(key, pushed ?? fresh.generation, fresh);
        return fresh;
      }
      const kept = answers.get(key, pushed ?? (await generationReader(db)()).search);
      if (kept && (kept.until === null || Date.now() < kept.until)) return kept;
      const fresh = await compute();
      answers.set(key, pushed ?? fresh.generation, fresh);
      return fresh;
    },
  };
}
