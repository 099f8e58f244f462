/** Adaptive practice, mastery and progress (docs/contract.md section 8.3). */
import { useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import type { PracticeFilter } from '../lib/practiceFilter.ts';

export const practiceKeys = {
  mastery: ['practice', 'mastery'] as const,
  progress: (weeks: number) => ['practice', 'progress', weeks] as const,
  /** Every progress view (stale once answers are added). */
  progressAll: ['practice', 'progress'] as const,
};

/**
 * GET /api/practice/next?category=&topic=&source=: `{ question, reason, predictedSuccess }`; each call
 * serves a question (never the one served last), so it is called once per step, not cached.
 * @throws ApiRequestError 404 "No questions left for these filters" when nothing is left
 */
export function fetchNextQuestion(filter: PracticeFilter) {
  const query = {
    ...(filter.category === null ? {} : { category: String(filter.category) }),
    ...(filter.topic === null ? {} : { topic: String(filter.topic) }),
    ...(filter.source == null ? {} : { source: String(filter.source) }),
  };
  return ok(apiClient.GET('/api/practice/next', { params: { query } }));
}

/** GET /api/me/mastery: my topics, weakest first; fetched afresh whenever a page showing it opens. */
export function useMastery() {
  return useQuery({
    queryKey: practiceKeys.mastery,
    queryFn: ({ signal }) => ok(apiClient.GET('/api/me/mastery', { signal })),
    staleTime: 0,
  });
}

/** GET /api/me/progress?weeks=: my answers per week (Monday 00:00 Asia/Kolkata), oldest first. */
export function useProgress(weeks = 12) {
  return useQuery({
    queryKey: practiceKeys.progress(weeks),
    queryFn: ({ signal }) => ok(apiClient.GET('/api/me/progress', { params: { query: { weeks: String(weeks) } }, signal })),
    staleTime: 0,
  });
}
