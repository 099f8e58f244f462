/** Submitting an answer (spec section 4 "Question attempt"; docs/contract.md sections 5, 7.2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOption } from '@common/limits.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { questionKeys } from './keys.ts';

/** An MCQ answer names its option; a TITA answer is the typed text (a decimal number). */
export type AnswerInput = {
  questionId: number;
  /** Elapsed whole seconds; left out for an untimed attempt. */
  timer?: number | undefined;
} & ({ selectedOption: AnswerOption; answer?: undefined } | { answer: string; selectedOption?: undefined });

/**
 * POST /api/addResponse?questionId&timer&(selectedOption|answer): the server decides correctness;
 * without `timer` the attempt is untimed. A TITA answer that is not a number is refused with 400
 * "Answer must be a number".
 */
export function addResponse(input: AnswerInput) {
  const { questionId } = input;
  const timer = input.timer === undefined ? {} : { timer: input.timer };
  const query = input.answer !== undefined ? { questionId, ...timer, answer: input.answer } : { questionId, ...timer, selectedOption: input.selectedOption };
  return ok(apiClient.POST('/api/addResponse', { params: { query } }));
}

/**
 * Submits an answer (see `addResponse`). Afterwards the question is refetched (now carrying its
 * written solution, correct answer and `myLastResponse`), so are its crowd statistics, and the
 * question lists (their `myStatus` marks) are marked stale.
 */
export function useAddResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addResponse,
    // Not awaited: the result shows at once, the refetches follow.
    onSuccess: (_result, answer) => {
      void queryClient.invalidateQueries({ queryKey: questionKeys.stats(answer.questionId) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.detail(answer.questionId) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists });
    },
  });
}
