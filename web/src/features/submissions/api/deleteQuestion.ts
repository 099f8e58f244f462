/** Admins' delete of a question (docs/contract.md section 7.6: a soft delete, hidden everywhere). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** DELETE /api/questions/{id} (204). */
export function deleteQuestion(id: number): Promise<void> {
  return ok(apiClient.DELETE('/api/questions/{id}', { params: { path: { id } } })) as Promise<void>;
}

/**
 * Deletes a question. Every cached query is marked stale without refetching now (lists, search
 * and counts refetch when shown again), so the page the admin is on stays as it is.
 */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
