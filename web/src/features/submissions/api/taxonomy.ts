/** The names the submit form suggests: categories, a category's topics and sources (spec section 7). */
import { useQuery } from '@tanstack/react-query';
import type { Named, Topic } from '@common/api/questions.ts';
import { api } from '../../../lib/api.ts';
import { submissionKeys } from './keys.ts';

/** GET /api/categories. */
export function useCategoryOptions() {
  return useQuery({ queryKey: submissionKeys.categories, queryFn: () => api<Named[]>('/api/categories') });
}

/** GET /api/sources. */
export function useSourceOptions() {
  return useQuery({ queryKey: submissionKeys.sources, queryFn: () => api<Named[]>('/api/sources') });
}

/** GET /api/getTopicsByCategory?categoryId= for one category; idle until a category is known. */
export function useTopicOptions(categoryId: number | undefined) {
  return useQuery({
    queryKey: submissionKeys.topics(categoryId ?? 0),
    queryFn: () => api<Topic[]>('/api/getTopicsByCategory', { query: { categoryId } }),
    enabled: categoryId !== undefined,
  });
}
