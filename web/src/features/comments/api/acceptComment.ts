/** Accepting a comment as a question's best explanation (contract 8.4: its submitter, a mentor or an admin). */
import { useMutation } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { withCommentAccepted } from '../lib/commentThread.ts';
import { useCommentThreadCache } from './comments.ts';

/** POST (accept) or DELETE (unaccept) /api/comments/{id}/accept; answers the comment. */
export function acceptComment(commentId: number, accept: boolean) {
  const params = { path: { id: commentId } };
  return ok(accept ? apiClient.POST('/api/comments/{id}/accept', { params }) : apiClient.DELETE('/api/comments/{id}/accept', { params }));
}

/**
 * Accepts or unaccepts a comment of question `questionId`; the answer's mark is put into the thread
 * on the page (accepting one unmarks the one accepted before) without fetching it again.
 */
export function useAcceptComment(questionId: number) {
  const thread = useCommentThreadCache(questionId);
  return useMutation({
    mutationFn: ({ commentId, accept }: { commentId: number; accept: boolean }) => acceptComment(commentId, accept),
    onSuccess: (comment) => thread.update((comments) => withCommentAccepted(comments, comment)),
  });
}
