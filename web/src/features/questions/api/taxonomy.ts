/** Categories, sources and topics for the question bank filters (spec section 7). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Named, Topic } from '@common/api/questions.ts';
import { api } from '../../../lib/api.ts';
import { questionKeys } from './keys.ts';

/** GET /api/categories. */
export function useCategories() {
  return useQuery({ queryKey: questionKeys.categories, queryFn: () => api<Named[]>('/api/categories') });
}

/** GET /api/sources. */
export function useSources() {
  return useQuery({ queryKey: questionKeys.sources, queryFn: () => api<Named[]>('/api/sources') });
}

/**
 * GET /api/getTopicsByCategory for the chosen categories (a comma-joined list); idle with none.
 * Keeps the previous topics on screen while a changed selection loads.
 */
export function useTopics(categoryIds: readonly number[]) {
  const sorted = [...categoryIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: questionKeys.topics(sorted),
    queryFn: () => api<Topic[]>('/api/getTopicsByCategory', { query: { categoryId: sorted } }),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
  });
}
