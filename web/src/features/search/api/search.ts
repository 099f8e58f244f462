/** Global search across forums, posts and questions (spec "Global search", "Search results"). */
import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@common/api/search.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { searchKeys } from './keys.ts';

/** Hits per group in the header dropdown. */
export const dropdownLimit = 5;
/** Hits per group on the /search page (the API's maximum). */
export const pageLimit = 50;

/** An answer together with the trimmed term it answers, for highlighting and messages. */
export interface SearchAnswer extends SearchResult {
  query: string;
}

/** GET /api/search?query=&limit=: the hits of each kind, with the term they answer. */
export async function fetchSearch(query: string, limit: number, signal?: AbortSignal): Promise<SearchAnswer> {
  return { ...(await ok(apiClient.GET('/api/search', { params: { query: { query, limit } }, signal }))), query };
}

/**
 * Searches (see `fetchSearch`). Runs only for a non-empty trimmed `term` (spec section 5);
 * a superseded request is aborted through the query's `signal`, and each term has its own cache
 * entry, so an older answer never replaces a newer one. With `keepPrevious`, the last answer stays
 * on screen while the next term loads (never for an empty term).
 */
export function useSearch(term: string, limit: number, keepPrevious = false) {
  const query = term.trim();
  return useQuery({
    queryKey: searchKeys.results(query, limit),
    queryFn: ({ signal }) => fetchSearch(query, limit, signal),
    enabled: query !== '',
    placeholderData: (previous) => (keepPrevious && query ? previous : undefined),
    staleTime: 30_000,
  });
}
