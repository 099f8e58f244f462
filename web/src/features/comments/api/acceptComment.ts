/** Accepting a comment as a question's best explanation (contract 8.4: its submitter, a mentor or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { commentKeys } from './keys.ts';

/** POST (accept) or DELETE (unaccept) /api/comments/{id}/accept; answers the comment. */
export function acceptComment(commentId: number, accept: boolean) {
  const params = { path: { id: commentId } };
  return ok(accept ? apiClient.POST('/api/comments/{id}/accept', { params }) : apiClient.DELETE('/api/comments/{id}/accept', { params }));
}

/** Accepts or unaccepts a comment of question `questionId`; the thread is refetched (accepting one unmarks another). */
export function useAcceptComment(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, accept }: { commentId: number; accept: boolean }) => acceptComment(commentId, accept),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(questionId) }),
  });
}
