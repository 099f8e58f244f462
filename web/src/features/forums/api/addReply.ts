/** Replying to a post or to one of its replies. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';
import { usePostThreadCache } from './post.ts';

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

/**
 * Adds a reply (see `addReply`) and puts the server's answer into the post on the page
 * (lib/thread.ts), so the new reply is on screen when the form empties without fetching the
 * thread again (its `reply:created` event then changes nothing); a reply whose parent is no longer
 * on the page fetches the post. Post lists (reply counts) are marked stale.
 */
export function useAddReply(postId: number) {
  const queryClient = useQueryClient();
  const thread = usePostThreadCache(postId);
  return useMutation({
    mutationFn: (reply: NewReply) => addReply(postId, reply),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
      return thread.add(created);
    },
  });
}
