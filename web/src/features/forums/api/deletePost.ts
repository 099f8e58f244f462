/** Deleting a post (its author or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** DELETE /api/forum/posts/{id}. */
export function deletePost(postId: number) {
  return ok(apiClient.DELETE('/api/forum/posts/{id}', { params: { path: { id: postId } } }));
}

/** Deletes post `postId` (see `deletePost`); the forums' post lists and counts go stale. */
export function useDeletePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      void queryClient.invalidateQueries({ queryKey: forumKeys.list });
    },
  });
}
