/** Deleting a post (its author or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';

/** DELETE /api/forum/posts/{id}; the forums' post lists and counts go stale. */
export function useDeletePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ postId: number }>(`/api/forum/posts/${postId}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      void queryClient.invalidateQueries({ queryKey: forumKeys.list });
    },
  });
}
