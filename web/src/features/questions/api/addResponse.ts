/** Submitting an answer (spec section 4 "Question attempt"; docs/contract.md section 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOption } from '@common/limits.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { questionKeys } from './keys.ts';

export interface AnswerInput {
  questionId: number;
  /** Elapsed whole seconds. */
  timer: number;
  selectedOption: AnswerOption;
}

/** POST /api/addResponse?questionId&timer&selectedOption: the server decides correctness. */
export function addResponse(answer: AnswerInput) {
  const { questionId, timer, selectedOption } = answer;
  return ok(apiClient.POST('/api/addResponse', { params: { query: { questionId, timer, selectedOption } } }));
}

/** Submits an answer (see `addResponse`); the question's crowd statistics are refetched afterwards. */
export function useAddResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addResponse,
    onSuccess: (_result, answer) => queryClient.invalidateQueries({ queryKey: questionKeys.stats(answer.questionId) }),
  });
}
