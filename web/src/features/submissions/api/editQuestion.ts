/** Admins' edit of a question (docs/contract.md section 7.6): load it in full, save a new version. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question } from '@common/api/questions.ts';
import type { CheckedQuestion } from '@common/api/submissions.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { invalidateTaxonomy } from '../../../lib/taxonomy.ts';
import { submissionKeys } from './keys.ts';

/** GET /api/getQuestionsbyId?id=: the question with its answer and solution (an admin may know them). */
export function fetchQuestionForEdit(id: number, signal?: AbortSignal): Promise<Question> {
  return ok(apiClient.GET('/api/getQuestionsbyId', { params: { query: { id } }, signal }));
}

/** PUT /api/questions/{id} with every field of the form: the question as saved. */
export function saveQuestion(id: number, question: CheckedQuestion): Promise<Question> {
  return ok(apiClient.PUT('/api/questions/{id}', { params: { path: { id } }, body: question }));
}

/** The question `id` being edited, always fetched fresh. */
export function useQuestionForEdit(id: number) {
  return useQuery({ queryKey: submissionKeys.editing(id), queryFn: ({ signal }) => fetchQuestionForEdit(id, signal), staleTime: 0 });
}

/** Saves the edit; the taxonomy is refreshed (a new topic or source may have been created), and every cached question query refetches. */
export function useSaveQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: CheckedQuestion) => saveQuestion(id, question),
    onSuccess: (saved) => {
      queryClient.setQueryData(submissionKeys.editing(id), saved);
      return invalidateTaxonomy(queryClient);
    },
  });
}
