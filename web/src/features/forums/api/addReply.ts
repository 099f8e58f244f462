/** Replying to a post or to one of its replies. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** A reply to send. */
export interface NewReply {
  /** Trimmed text. */
  content: string;
  /** The reply answered; absent for a reply to the post itself. */
  parentReplyId?: number;
}

/** The form encoding of a reply: `content`, and `parentReplyId` only when given. */
function replyForm({ content, parentReplyId }: { content: string; parentReplyId?: number | '' | null }): URLSearchParams {
  const form = new URLSearchParams({ content });
  if (parentReplyId !== undefined && parentReplyId !== null) form.set('parentReplyId', String(parentReplyId));
  return form;
}

/** POST /api/forum/addReply/{postId}, form-encoded `content` and `parentReplyId`. */
export function addReply(postId: number, reply: NewReply) {
  return ok(
    apiClient.POST('/api/forum/addReply/{postId}', {
      params: { path: { postId } },
      body: reply,
      bodySerializer: replyForm,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
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
