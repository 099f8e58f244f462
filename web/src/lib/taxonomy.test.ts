import { describe, expect, it } from 'vitest';
import { sortedIds, taxonomyKeys } from './taxonomy.ts';

describe('taxonomy keys', () => {
  it('share one prefix, so one invalidation reaches categories, sources and topics', () => {
    for (const key of [taxonomyKeys.categories, taxonomyKeys.sources, taxonomyKeys.topics([1])]) {
      expect(key.slice(0, taxonomyKeys.all.length)).toEqual([...taxonomyKeys.all]);
    }
  });
  it('sortedIds orders and de-duplicates, so any selection order shares a cache entry', () => {
    expect(sortedIds([3, 1, 3, 2])).toEqual([1, 2, 3]);
    expect(taxonomyKeys.topics(sortedIds([2, 1]))).toEqual(taxonomyKeys.topics(sortedIds([1, 2])));
  });
});
