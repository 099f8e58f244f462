/** Replying to a post or to one of its replies. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumReply } from '@common/api/forums.ts';
import { api } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';

/** A reply to send. */
export interface NewReply {
  /** Trimmed text. */
  content: string;
  /** The reply answered; absent for a reply to the post itself. */
  parentReplyId?: number;
}

/** POST /api/forum/addReply/{postId}, form-encoded `content` and `parentReplyId`. */
export function addReply(postId: number, { content, parentReplyId }: NewReply) {
  const body = new URLSearchParams({ content });
  if (parentReplyId !== undefined) body.set('parentReplyId', String(parentReplyId));
  return api<ForumReply>(`/api/forum/addReply/${postId}`, { method: 'POST', body });
}

/** Adds a reply (see `addReply`); resolves once the post has been refetched, so the new reply is on screen when the form empties. */
export function useAddReply(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: NewReply) => addReply(postId, reply),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      return queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) });
    },
  });
}
