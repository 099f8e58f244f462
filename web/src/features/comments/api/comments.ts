/**
 * A question's comment thread and adding to it (spec section 7). Failures are only logged
 * (spec section 8 "Silent failures"); each change refetches the thread.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
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

/** Adds a top-level comment to question `questionId` (see `addComment`). */
export function useAddComment(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addComment(questionId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(questionId) }),
    onError: (error) => console.error('Failed to add comment', error),
  });
}

/** Replies to a comment of question `questionId` (see `addCommentReply`). */
export function useAddReply(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: number; text: string }) => addCommentReply(commentId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(questionId) }),
    onError: (error) => console.error('Failed to add reply', error),
  });
}
