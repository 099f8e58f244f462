/** Deleting a post (its author or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';

/** DELETE /api/forum/posts/{id}. */
export function deletePost(postId: number) {
  return api<{ postId: number }>(`/api/forum/posts/${postId}`, { method: 'DELETE' });
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
