/** Submitting an answer (spec section 4 "Question attempt"; CONTRACT.md section 5). */
import { useMutation } from '@tanstack/react-query';
import type { AddResponseResult } from '@common/api/responses.ts';
import type { AnswerOption } from '@common/limits.ts';
import { api } from '../../../lib/api.ts';

export interface AnswerInput {
  questionId: number;
  /** Elapsed whole seconds. */
  timer: number;
  selectedOption: AnswerOption;
}

/** POST /api/addResponse?questionId&timer&selectedOption: the server decides correctness. */
export function useAddResponse() {
  return useMutation({
    mutationFn: (answer: AnswerInput) =>
      api<AddResponseResult>('/api/addResponse', {
        method: 'POST',
        query: { questionId: answer.questionId, timer: answer.timer, selectedOption: answer.selectedOption },
      }),
  });
}
