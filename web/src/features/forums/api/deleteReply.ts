/** Deleting a reply (its author or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** DELETE /api/forum/replies/{id}. A reply with replies stays as a placeholder, one without goes. */
export function deleteReply(replyId: number) {
  return ok(apiClient.DELETE('/api/forum/replies/{id}', { params: { path: { id: replyId } } }));
}

/** Deletes reply `replyId` of post `postId` (see `deleteReply`); resolves once the post has been refetched. */
export function useDeleteReply(postId: number, replyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReply(replyId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      return queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) });
    },
  });
}
