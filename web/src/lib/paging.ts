/**
 * Offset paging over the API's bounded lists (docs/contract.md section 4): a page is asked for with
 * `limit` and `offset`, and the answer's `X-Total-Count` says how many items there are in all.
 * Pure helpers behind `useOffsetPages`.
 */

/** One page of a bounded list and the list's total (see `page` in api/client.ts). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** What a page fetcher is asked for. */
export interface PageRequest {
  limit: number;
  offset: number;
  /** Aborts the request when the query is cancelled. */
  signal?: AbortSignal;
}

/** The items loaded so far and the list's total, as `useOffsetPages` hands them out. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

/**
 * The offset of the next page, or undefined when every item has been loaded (or the last page
 * came back empty, so asking again would loop).
 */
export function nextOffset<T>(last: Page<T>, pages: readonly Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

/**
 * The loaded pages as one list with the latest total. With `idOf`, an item shifted onto the next
 * page by an insertion between page fetches appears once (its first place is kept).
 */
export function flattenPages<T>(pages: readonly Page<T>[], idOf?: (item: T) => number | string): PagedList<T> {
  const total = pages.at(-1)?.total ?? 0;
  const all = pages.flatMap((page) => page.items);
  if (!idOf) return { items: all, total };
  const seen = new Set<number | string>();
  const items = all.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { items, total };
}
