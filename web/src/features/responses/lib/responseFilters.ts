/** Filtering the responses table by category, result and question text (client side). */
import type { Response as UserResponse } from '@common/api/responses.ts';

export type ResultFilter = 'all' | 'correct' | 'incorrect';

export interface ResponseFilterValues {
  /** A category id, or null for every category. */
  categoryId: number | null;
  result: ResultFilter;
  search: string;
}

export const noResponseFilters: ResponseFilterValues = { categoryId: null, result: 'all', search: '' };

/** True when any filter narrows the list. */
export function hasResponseFilters(filters: ResponseFilterValues): boolean {
  return filters.categoryId !== null || filters.result !== 'all' || filters.search.trim() !== '';
}

/** The responses that pass every filter; the text search ignores case. */
export function filterResponses(responses: readonly UserResponse[], filters: ResponseFilterValues): UserResponse[] {
  const needle = filters.search.trim().toLowerCase();
  return responses.filter(
    (item) =>
      (filters.categoryId === null || item.question.categoryId === filters.categoryId) &&
      (filters.result === 'all' || item.response === (filters.result === 'correct')) &&
      (needle === '' || item.question.questionText.toLowerCase().includes(needle)),
  );
}

/** The categories present in `responses`, by name, for the category filter. */
export function categoriesOf(responses: readonly UserResponse[]): { id: number; name: string }[] {
  const byId = new Map(responses.map((item) => [item.question.categoryId, item.question.section]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
