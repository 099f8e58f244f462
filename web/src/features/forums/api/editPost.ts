/** Editing one's own post. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditPostInput } from '@common/api/forums.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** PUT /api/forum/posts/{id} `{ title, content }`: the post wrapper with `editedAt` set. */
export function editPost(postId: number, change: EditPostInput) {
  return ok(apiClient.PUT('/api/forum/posts/{id}', { params: { path: { id: postId } }, body: change }));
}

/** Edits post `postId` (see `editPost`); resolves once the post has been refetched (lists refetch too). */
export function useEditPost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EditPostInput) => editPost(postId, change),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      return queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) });
    },
  });
}
