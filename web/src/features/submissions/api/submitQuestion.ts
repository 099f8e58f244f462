/** Sending a new question for review (docs/contract.md section 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckedQuestion, SubmittedQuestion } from '@common/api/submissions.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { invalidateTaxonomy } from '../../../lib/taxonomy.ts';
import { submissionKeys } from './keys.ts';

const fallbackMessage = 'Failed to submit question. Please try again.';

/** The server's `message` (e.g. 409 "This question already exists"), else the generic failure text. */
export function submitErrorMessage(error: unknown): string {
  const fromServer =
    error instanceof ApiRequestError && typeof error.body === 'object' && error.body !== null && 'message' in error.body;
  return fromServer && error.message ? error.message : fallbackMessage;
}

/** POST /api/submitQuestion (JSON, names; MCQ or TITA): the question as stored, pending unless sent by an admin. */
export function submitQuestion(question: CheckedQuestion): Promise<SubmittedQuestion> {
  return ok(apiClient.POST('/api/submitQuestion', { body: question }));
}

/**
 * Submits a question. On success my submissions and the taxonomy are refreshed, since the server
 * may have created a topic, source or category (an admin's question is approved at once).
 */
export function useSubmitQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestion,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: submissionKeys.mine }), invalidateTaxonomy(queryClient)]),
  });
}
