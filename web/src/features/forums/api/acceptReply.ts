/** Accepting a reply as a post's answer (contract 8.4: the post's author or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** POST /api/forum/posts/{id}/accept { replyId }, or DELETE it when `replyId` is null; answers the post. */
export function acceptReply(postId: number, replyId: number | null) {
  const params = { path: { id: postId } };
  return ok(replyId === null ? apiClient.DELETE('/api/forum/posts/{id}/accept', { params }) : apiClient.POST('/api/forum/posts/{id}/accept', { params, body: { replyId } }));
}

/** Accepts a reply of post `postId` (or, given null, removes the accepted one); the post on the page is replaced by the answer, the forum's lists refetched. */
export function useAcceptReply(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number | null) => acceptReply(postId, replyId),
    onSuccess: (wrapper) => {
      queryClient.setQueryData(forumKeys.post(postId), wrapper);
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
    },
  });
}
