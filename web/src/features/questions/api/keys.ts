/** TanStack Query keys of the questions feature (the taxonomy's are in lib/taxonomy.ts). */
import type { QuestionFilterIds } from '../lib/filterParams.ts';

export const questionKeys = {
  /** Every list (its items carry my status, stale after an answer). */
  lists: ['questions', 'list'] as const,
  list: (filters: QuestionFilterIds) => ['questions', 'list', filters] as const,
  ids: (filters: QuestionFilterIds) => ['questions', 'ids', filters] as const,
  detail: (id: number) => ['questions', 'detail', id] as const,
  stats: (id: number) => ['questions', 'stats', id] as const,
};
