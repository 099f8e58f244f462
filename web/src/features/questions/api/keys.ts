/** TanStack Query keys of the questions feature. */
import type { QuestionFilterIds } from '../lib/filterParams.ts';

export const questionKeys = {
  categories: ['questions', 'categories'] as const,
  sources: ['questions', 'sources'] as const,
  topics: (categoryIds: readonly number[]) => ['questions', 'topics', categoryIds] as const,
  list: (filters: QuestionFilterIds) => ['questions', 'list', filters] as const,
  ids: (filters: QuestionFilterIds) => ['questions', 'ids', filters] as const,
  detail: (id: number) => ['questions', 'detail', id] as const,
  stats: (id: number) => ['questions', 'stats', id] as const,
};
