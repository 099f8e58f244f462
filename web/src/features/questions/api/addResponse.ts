/** Submitting an answer (spec section 4 "Question attempt"; CONTRACT.md section 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddResponseResult } from '@common/api/responses.ts';
import type { AnswerOption } from '@common/limits.ts';
import { api } from '../../../lib/api.ts';
import { questionKeys } from './keys.ts';

export interface AnswerInput {
  questionId: number;
  /** Elapsed whole seconds. */
  timer: number;
  selectedOption: AnswerOption;
}

/**
 * POST /api/addResponse?questionId&timer&selectedOption: the server decides correctness. The
 * question's crowd statistics are refetched afterwards.
 */
export function useAddResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: AnswerInput) =>
      api<AddResponseResult>('/api/addResponse', {
        method: 'POST',
        query: { questionId: answer.questionId, timer: answer.timer, selectedOption: answer.selectedOption },
      }),
    onSuccess: (_result, answer) => queryClient.invalidateQueries({ queryKey: questionKeys.stats(answer.questionId) }),
  });
}
