/** The submitter's edit and resubmit of a rejected question (docs/contract.md section 7.6). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckedQuestion, SubmittedQuestion } from '@common/api/submissions.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { invalidateTaxonomy } from '../../../lib/taxonomy.ts';
import { submissionKeys } from './keys.ts';

/** PUT /api/submittedQuestions/{id} with every field of the form: the question, pending again. */
export function resubmitQuestion(id: number, question: CheckedQuestion): Promise<SubmittedQuestion> {
  return ok(apiClient.PUT('/api/submittedQuestions/{id}', { params: { path: { id } }, body: question }));
}

/**
 * Resubmits question `id`; my submissions refetch at once (even while not shown, so going back finds
 * the question pending) and the taxonomy too (a new topic or source may have been created).
 */
export function useResubmitQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: CheckedQuestion) => resubmitQuestion(id, question),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: submissionKeys.mine, refetchType: 'all' }), invalidateTaxonomy(queryClient)]),
  });
}
