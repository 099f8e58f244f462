/** AI explanations (docs/contract.md section 5): the server's status, a question's explanation, admin regenerate. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiPaths } from '@common/api/ai.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { aiKeys } from './keys.ts';

/** GET /api/ai/status: whether the server has a chat model. */
export function fetchAiStatus() {
  return ok(apiClient.GET(aiPaths.status));
}

/** GET /api/AiResponseQuestionsbyId?id= (text/plain): the question's explanation. */
export function fetchAiExplanation(questionId: number, signal?: AbortSignal) {
  return ok(apiClient.GET(aiPaths.explanation, { params: { query: { id: questionId } }, parseAs: 'text', signal }));
}

/** POST /api/AiResponseQuestionsbyId/regenerate?id= (text/plain): the model's new explanation. */
export function regenerateAiExplanation(questionId: number) {
  return ok(apiClient.POST(aiPaths.regenerate, { params: { query: { id: questionId } }, parseAs: 'text' }));
}

/** Whether the server has a chat model; asked once per page load. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiKeys.status,
    queryFn: () => fetchAiStatus(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /api/AiResponseQuestionsbyId?id= (text/plain), fetched only once `requested`. It may take
 * seconds on first request (the server waits for the worker). No automatic retry: the server has
 * already retried the model, so a failure waits for the user's Try again.
 */
export function useAiExplanation(questionId: number, requested: boolean) {
  return useQuery({
    queryKey: aiKeys.explanation(questionId),
    queryFn: ({ signal }) => fetchAiExplanation(questionId, signal),
    enabled: requested,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /api/AiResponseQuestionsbyId/regenerate?id= (admins): the new text replaces the cached one. */
export function useRegenerateExplanation(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateAiExplanation(questionId),
    onSuccess: (text) => queryClient.setQueryData(aiKeys.explanation(questionId), text),
  });
}
