import { practiceStatuses, type PracticeStatus } from '@common/api/questions.ts';

/**
 * The question filters as they travel in URLs: `category`, `topic` and `source`, each a
 * comma-joined list of ids, present only when non-empty (spec section 2 "Question bank"); and
 * on the list, `status` (unattempted, wrong, correct, bookmarked: contract section 7.5), present only when set.
 */
export interface QuestionFilterIds {
  category: number[];
  topic: number[];
  source: number[];
  /** The list's practice-status filter; absent or null: every question. */
  status?: PracticeStatus | null | undefined;
}

export type FilterKind = 'category' | 'topic' | 'source';

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

/** A known status, else null (an unknown value in a URL filters nothing). */
export function parseStatus(raw: string | null): PracticeStatus | null {
  return practiceStatuses.find((status) => status === raw) ?? null;
}

/** Reads the filters from a query string (`status` only when it is a known one). */
export function readFilters(params: URLSearchParams): QuestionFilterIds {
  const status = parseStatus(params.get('status'));
  return {
    category: parseIdList(params.get('category')),
    topic: parseIdList(params.get('topic')),
    source: parseIdList(params.get('source')),
    ...(status ? { status } : {}),
  };
}

/** "?category=1,2&source=4&status=wrong" (commas kept readable), or "" when no filter is set. */
export function filtersToSearch(filters: QuestionFilterIds): string {
  const parts = kinds.filter((kind) => filters[kind].length > 0).map((kind) => `${kind}=${filters[kind].join(',')}`);
  if (filters.status) parts.push(`status=${filters.status}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
