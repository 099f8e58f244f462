/** Global search across forums, posts and questions (spec "Global search", "Search results"; contract 7.7). */
import { useQuery } from '@tanstack/react-query';
import type { SearchGroupName, SearchResult } from '@common/api/search.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { Page, PageRequest } from '../../../lib/paging.ts';
import { searchKeys } from './keys.ts';

/** Hits per group in the header dropdown. */
export const dropdownLimit = 5;
/** Hits per page of a group on the /search page. */
export const pageLimit = 20;

/** An answer together with the trimmed term it answers, for messages. */
export interface SearchAnswer extends SearchResult {
  query: string;
}

/** GET /api/search?query=&limit=: the best hits of each kind and the did-you-mean, with the term they answer. */
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

/** A hit of group `type`. */
export type GroupHit<T extends SearchGroupName> = SearchResult[T][number];

/** GET /api/search?query=&type=&limit=&offset=: one page of one group and its total (X-Total-Count). */
export async function fetchSearchGroup<T extends SearchGroupName>(query: string, type: T, { limit, offset, signal }: PageRequest): Promise<Page<GroupHit<T>>> {
  const { data, response } = await apiClient.GET('/api/search', { params: { query: { query, type, limit, offset } }, signal });
  const items = (data ? data[type] : []) as GroupHit<T>[];
  return { items, total: Number(response.headers.get('x-total-count') ?? items.length) };
}

/** Group `type`'s hits for `term`, `pageLimit` at a time ("Load more"); idle for an empty term. */
export function useSearchGroup<T extends SearchGroupName>(term: string, type: T) {
  const query = term.trim();
  return useOffsetPages({
    queryKey: searchKeys.group(query, type),
    fetchPage: (request) => fetchSearchGroup(query, type, request),
    pageSize: pageLimit,
    enabled: query !== '',
    staleTime: 30_000,
  });
}
