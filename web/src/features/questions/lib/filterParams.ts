import { difficultyFilterWords, practiceStatuses, type DifficultyFilterWord, type PracticeStatus } from '@common/api/questions.ts';

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
  /** Calibrated levels to keep (`new`: not rated yet); absent or empty: every level. */
  difficulty?: DifficultyFilterWord[] | undefined;
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

/** "hard, easy,x" -> ['easy', 'hard']: the known difficulty words in the API's order, anything else ignored. */
export function parseDifficulty(raw: string | null): DifficultyFilterWord[] {
  const words = new Set((raw ?? '').split(',').map((part) => part.trim().toLowerCase()));
  return difficultyFilterWords.filter((word) => words.has(word));
}

/** Reads the filters from a query string (`status` and `difficulty` only with known words). */
export function readFilters(params: URLSearchParams): QuestionFilterIds {
  const status = parseStatus(params.get('status'));
  const difficulty = parseDifficulty(params.get('difficulty'));
  return {
    category: parseIdList(params.get('category')),
    topic: parseIdList(params.get('topic')),
    source: parseIdList(params.get('source')),
    ...(status ? { status } : {}),
    ...(difficulty.length > 0 ? { difficulty } : {}),
  };
}

/** "?category=1,2&source=4&status=wrong&difficulty=hard" (commas kept readable), or "" when no filter is set. */
export function filtersToSearch(filters: QuestionFilterIds): string {
  const parts = kinds.filter((kind) => filters[kind].length > 0).map((kind) => `${kind}=${filters[kind].join(',')}`);
  if (filters.status) parts.push(`status=${filters.status}`);
  if (filters.difficulty && filters.difficulty.length > 0) parts.push(`difficulty=${filters.difficulty.join(',')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
