/** Editing one's own comment or reply on a question. */
import { useMutation } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { withEntryText } from '../../../lib/thread.ts';
import { commentThread } from '../lib/commentThread.ts';
import { useCommentThreadCache } from './comments.ts';

/** PUT /api/comments/{id} `{ text }`: the comment with its new text and `editedAt`. */
export function editComment(commentId: number, text: string) {
  return ok(apiClient.PUT('/api/comments/{id}', { params: { path: { id: commentId } }, body: { text } }));
}

/** Edits comment `commentId` of question `questionId` (see `editComment`); resolves once the answer's text is on the page (no fetch of the thread). */
export function useEditComment(questionId: number, commentId: number) {
  const thread = useCommentThreadCache(questionId);
  return useMutation({
    mutationFn: (text: string) => editComment(commentId, text),
    onSuccess: (comment) => thread.update((comments) => withEntryText(commentThread, comments, comment)),
  });
}
