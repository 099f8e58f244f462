/**
 * The question taxonomy (spec section 7): categories, sources and the topics of categories. One
 * set of fetchers and query keys for every feature (the question bank's filters, the submit
 * form's suggestions), so one invalidation refreshes them all: call `invalidateTaxonomy` after
 * anything that may create a category, topic or source (a submitted, approved or imported
 * question). The hooks are in `hooks/useTaxonomy.ts`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Named, Topic } from '@common/api/questions.ts';
import { apiClient, ok } from './api/client.ts';

/** TanStack Query keys of the taxonomy; `all` is the prefix of every one. */
export const taxonomyKeys = {
  all: ['taxonomy'] as const,
  categories: ['taxonomy', 'categories'] as const,
  sources: ['taxonomy', 'sources'] as const,
  /** `categoryIds` sorted ascending (see `sortedIds`), so any order shares one cache entry. */
  topics: (categoryIds: readonly number[]) => ['taxonomy', 'topics', categoryIds] as const,
};

/** Ids in ascending order, de-duplicated. */
export function sortedIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** GET /api/categories. */
export function fetchCategories(signal?: AbortSignal): Promise<Named[]> {
  return ok(apiClient.GET('/api/categories', { signal }));
}

/** GET /api/sources. */
export function fetchSources(signal?: AbortSignal): Promise<Named[]> {
  return ok(apiClient.GET('/api/sources', { signal }));
}

/** GET /api/getTopicsByCategory?categoryId=1,2: the topics of those categories. */
export function fetchTopics(categoryIds: readonly number[], signal?: AbortSignal): Promise<Topic[]> {
  return ok(apiClient.GET('/api/getTopicsByCategory', { params: { query: { categoryId: categoryIds.join(',') } }, signal }));
}

/** Marks every taxonomy query stale and refetches those on screen. */
export function invalidateTaxonomy(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taxonomyKeys.all });
}
