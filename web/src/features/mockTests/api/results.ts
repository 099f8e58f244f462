/** The result and the review of a completed attempt (docs/contract.md section 7.3). */
import { useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** Query keys of the result pages (under `['mockTests']`, which a completed section invalidates). */
export const resultKeys = {
  result: (attemptId: number) => ['mockTests', 'attempts', attemptId, 'result'] as const,
  review: (attemptId: number) => ['mockTests', 'attempts', attemptId, 'review'] as const,
};

/** GET /api/attempts/{id}/result. Throws ApiRequestError 404 (not mine or missing), 409 (in progress). */
export function fetchAttemptResult(id: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/attempts/{id}/result', { params: { path: { id } }, signal }));
}

/** GET /api/attempts/{id}/review. Throws ApiRequestError 404 (not mine or missing), 409 (in progress). */
export function fetchAttemptReview(id: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/attempts/{id}/review', { params: { path: { id } }, signal }));
}

/** The result of my completed attempt `id`. A result does not change once completed. */
export function useAttemptResult(id: number) {
  return useQuery({ queryKey: resultKeys.result(id), queryFn: ({ signal }) => fetchAttemptResult(id, signal) });
}

/** The review of my completed attempt `id`. */
export function useAttemptReview(id: number) {
  return useQuery({ queryKey: resultKeys.review(id), queryFn: ({ signal }) => fetchAttemptReview(id, signal), staleTime: Infinity });
}

/**
 * GET /api/attempts/{id}/analysis: my completed attempt beside the candidates (share right and
 * median time per question, easy questions skipped, time sinks). Throws ApiRequestError 404, or
 * 409 (in progress; or before the ranks of a ranked or exclusive test are published).
 */
export function useAttemptAnalysis(id: number) {
  return useQuery({
    queryKey: ['mockTests', 'attempts', id, 'analysis'],
    queryFn: ({ signal }) => ok(apiClient.GET('/api/attempts/{id}/analysis', { params: { path: { id } }, signal })),
  });
}
