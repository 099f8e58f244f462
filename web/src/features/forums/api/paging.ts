/** "Load more" paging over the API's bounded lists (`limit`, `offset`, `X-Total-Count`). */

interface Page<T> {
  items: T[];
  total: number;
}

/** The offset of the next page, or undefined when every item has been loaded. */
export function nextOffset<T>(last: Page<T>, pages: readonly Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

/**
 * The loaded pages as one list. An item shifted onto the next page by an insertion between
 * page fetches appears once.
 */
export function flattenPages<T>(pages: readonly Page<T>[], idOf: (item: T) => number): T[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.items.filter((item) => {
      const id = idOf(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    }),
  );
}
