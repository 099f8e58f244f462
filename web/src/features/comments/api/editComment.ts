/** Editing one's own comment or reply on a question. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { commentKeys } from './keys.ts';

/** PUT /api/comments/{id} `{ text }`: the comment with its new text and `editedAt`. */
export function editComment(commentId: number, text: string) {
  return ok(apiClient.PUT('/api/comments/{id}', { params: { path: { id: commentId } }, body: { text } }));
}

/** Edits comment `commentId` of question `questionId` (see `editComment`); resolves once the thread has been refetched. */
export function useEditComment(questionId: number, commentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => editComment(commentId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(questionId) }),
  });
}
