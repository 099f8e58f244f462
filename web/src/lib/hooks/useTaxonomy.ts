/** The taxonomy queries (see `lib/taxonomy.ts` for the keys and `invalidateTaxonomy`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCategories, fetchSources, fetchTopics, sortedIds, taxonomyKeys } from '../taxonomy.ts';

/** Every category. */
export function useCategories() {
  return useQuery({ queryKey: taxonomyKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
}

/** Every source. */
export function useSources() {
  return useQuery({ queryKey: taxonomyKeys.sources, queryFn: ({ signal }) => fetchSources(signal) });
}

/**
 * The topics of `categoryIds`; idle while there are none. With `keepPrevious`, the previous
 * topics stay on screen while a changed selection loads.
 */
export function useTopics(categoryIds: readonly number[], { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  const ids = sortedIds(categoryIds);
  return useQuery({
    queryKey: taxonomyKeys.topics(ids),
    queryFn: ({ signal }) => fetchTopics(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
