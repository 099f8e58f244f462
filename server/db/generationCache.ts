/**
 * A per-process cache whose entries are valid while a `cache_generations` number is unchanged
 * (generations.ts): an entry is kept with the generation it was computed at and answered only for
 * that same generation, so a write committed anywhere (any API process, a worker, psql) makes every
 * older entry unusable for the next read. Least recently used entries go first, bounded by an
 * estimate of their size in bytes (`maxBytes`; 0 keeps nothing).
 */
import { LRUCache } from 'lru-cache';

export interface GenerationCache<V extends object> {
  /** The value kept under `key` for `generation`, else undefined (also for a null generation). */
  get(key: string, generation: string | null): V | undefined;
  /** The entry kept under `key` whatever its generation, without counting a hit or a miss (the caller checks the generation). */
  peek(key: string): { generation: string; value: V } | undefined;
  /** Keeps `value` under `key` for `generation` (nothing when it is null or the cache is off). */
  set(key: string, generation: string | null, value: V): void;
  /** How many `get`s were answered and missed since the cache was made. */
  readonly stats: { hits: number; misses: number };
}

/** `size(value, key)` estimates an entry's bytes (e.g. its JSON length). */
export function createGenerationCache<V extends object>(options: { maxBytes: number; size: (value: V, key: string) => number }): GenerationCache<V> {
  const stats = { hits: 0, misses: 0 };
  const entries =
    options.maxBytes > 0
      ? new LRUCache<string, { generation: string; value: V }>({
          maxSize: options.maxBytes,
          sizeCalculation: (entry, key) => Math.max(1, options.size(entry.value, key)),
        })
      : null;
  return {
    stats,
    get(key, generation) {
      const entry = generation === null ? undefined : entries?.get(key);
      if (entry && entry.generation === generation) {
        stats.hits += 1;
        return entry.value;
      }
      stats.misses += 1;
      return undefined;
    },
    peek(key) {
      return entries?.get(key);
    },
    set(key, generation, value) {
      if (generation !== null) entries?.set(key, { generation, value });
    },
  };
}
