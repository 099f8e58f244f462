/** Sending a new question for review (CONTRACT.md section 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput } from '@common/api/questions.ts';
import type { SubmittedQuestion } from '@common/api/submissions.ts';
import { api, ApiRequestError } from '../../../lib/api.ts';
import { submissionKeys } from './keys.ts';

const fallbackMessage = 'Failed to submit question. Please try again.';

/** The server's `message` (e.g. 409 "This question already exists"), else the generic failure text. */
export function submitErrorMessage(error: unknown): string {
  const fromServer =
    error instanceof ApiRequestError && typeof error.body === 'object' && error.body !== null && 'message' in error.body;
  return fromServer && error.message ? error.message : fallbackMessage;
}

/**
 * POST /api/submitQuestion (JSON, names). On success my submissions and the suggested names are
 * refreshed, since the server may have created a topic, source or category.
 */
export function useSubmitQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: QuestionInput) =>
      api<SubmittedQuestion>('/api/submitQuestion', { method: 'POST', body: question }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['submissions'] }),
  });
}
