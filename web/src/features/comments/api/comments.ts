/**
 * A question's comment thread and adding to it (spec section 7). Failures are only logged
 * (spec section 8 "Silent failures"); the server's answer (the new comment) is put into the thread
 * on the page instead of fetching the thread again.
 */
import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { useThreadCache } from '../../../lib/threadCache.ts';
import { commentThread } from '../lib/commentThread.ts';
import { commentKeys } from './keys.ts';

/** GET /api/getCommentsbyId?id=: top-level comments oldest first, replies nested. */
export function fetchComments(questionId: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getCommentsbyId', { params: { query: { id: questionId } }, signal }));
}

/** POST /api/addComment?questionId=&text= (no body). */
export function addComment(questionId: number, text: string) {
  return ok(apiClient.POST('/api/addComment', { params: { query: { questionId, text } } }));
}

/** POST /api/addReply?commentId=&text= (no body). */
export function addCommentReply(commentId: number, text: string) {
  return ok(apiClient.POST('/api/addReply', { params: { query: { commentId, text } } }));
}

/** The comment thread of question `questionId` (see `fetchComments`); a failure is logged. */
export function useComments(questionId: number) {
  const query = useQuery({
    queryKey: commentKeys.thread(questionId),
    queryFn: ({ signal }) => fetchComments(questionId, signal),
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load comments', query.error);
  }, [query.error]);
  return query;
}

/**
 * The thread of question `questionId` on the page, changed in place by the answers to the reader's
 * own actions and by live events (lib/threadCache.ts).
 */
export function useCommentThreadCache(questionId: number) {
  return useThreadCache(commentKeys.thread(questionId), commentThread);
}

/**
 * Adds a top-level comment to question `questionId` (see `addComment`); it is on the page when the
 * call resolves (its `comment:created` event then changes nothing).
 */
export function useAddComment(questionId: number) {
  const thread = useCommentThreadCache(questionId);
  return useMutation({
    mutationFn: (text: string) => addComment(questionId, text),
    onSuccess: (comment) => thread.add(comment),
    onError: (error) => console.error('Failed to add comment', error),
  });
}

/** Replies to a comment of question `questionId` (see `addCommentReply`); nested under it when the call resolves (a parent no longer on the page fetches the thread). */
export function useAddReply(questionId: number) {
  const thread = useCommentThreadCache(questionId);
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: number; text: string }) => addCommentReply(commentId, text),
    onSuccess: (comment) => thread.add(comment),
    onError: (error) => console.error('Failed to add reply', error),
  });
}
