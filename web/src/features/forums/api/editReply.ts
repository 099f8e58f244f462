/** Editing one's own reply. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** PUT /api/forum/replies/{id} `{ content }`: the reply with its new text and `editedAt`. */
export function editReply(replyId: number, content: string) {
  return ok(apiClient.PUT('/api/forum/replies/{id}', { params: { path: { id: replyId } }, body: { content } }));
}

/** Edits reply `replyId` of post `postId` (see `editReply`); resolves once the post has been refetched. */
export function useEditReply(postId: number, replyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => editReply(replyId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) }),
  });
}
