/** How everyone did on a question (the error-log issue: first attempts only). */
import { useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { questionKeys } from './keys.ts';

/** GET /api/getQuestionStats?id=; the server answers only once the caller has answered. */
export function fetchQuestionStats(questionId: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getQuestionStats', { params: { query: { id: questionId } }, signal }));
}

/** How everyone did on the question (see `fetchQuestionStats`). */
export function useQuestionStats(questionId: number) {
  return useQuery({
    queryKey: questionKeys.stats(questionId),
    queryFn: () => fetchQuestionStats(questionId),
  });
}
