/**
 * The question filters as they travel in URLs: `category`, `topic` and `source`, each a
 * comma-joined list of ids, present only when non-empty (spec section 2 "Question bank").
 */
export interface QuestionFilterIds {
  category: number[];
  topic: number[];
  source: number[];
}

export type FilterKind = keyof QuestionFilterIds;

const kinds: readonly FilterKind[] = ['category', 'topic', 'source'];

/** "1, 2,x,2" -> [1, 2]: positive integer ids, de-duplicated, anything else ignored. */
export function parseIdList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

/** Reads the three filters from a query string. */
export function readFilters(params: URLSearchParams): QuestionFilterIds {
  return {
    category: parseIdList(params.get('category')),
    topic: parseIdList(params.get('topic')),
    source: parseIdList(params.get('source')),
  };
}

/** "?category=1,2&source=4" (commas kept readable), or "" when no filter is set. */
export function filtersToSearch(filters: QuestionFilterIds): string {
  const parts = kinds.filter((kind) => filters[kind].length > 0).map((kind) => `${kind}=${filters[kind].join(',')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
