/** The profile's activity counts: GET /api/getSubmittedBy, GET /api/getAnswered and GET /api/getCommentsMade (numbers). */
import { useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** Always refetched when the profile opens (staleTime 0), so counts include the latest answers. */
const activityKeys = {
  submitted: ['activity', 'submitted'] as const,
  answered: ['activity', 'answered'] as const,
  commentsMade: ['activity', 'commentsMade'] as const,
};

/** GET /api/getSubmittedBy: how many questions the current user has submitted. */
export function fetchSubmittedCount(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getSubmittedBy', { signal }));
}

/** GET /api/getAnswered: how many distinct questions the current user has answered. */
export function fetchAnsweredCount(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getAnswered', { signal }));
}

/** How many questions the current user has submitted, whatever their review status. */
export function useSubmittedCount() {
  return useQuery({ queryKey: activityKeys.submitted, queryFn: () => fetchSubmittedCount(), staleTime: 0 });
}

/** How many distinct questions the current user has answered. */
export function useAnsweredCount() {
  return useQuery({ queryKey: activityKeys.answered, queryFn: () => fetchAnsweredCount(), staleTime: 0 });
}

/** GET /api/getCommentsMade: how many question comments and forum replies the current user has written. */
export function fetchCommentsMadeCount(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getCommentsMade', { signal }));
}

/** The profile's "Comments Made": the current user's question comments and forum replies. */
export function useCommentsMadeCount() {
  return useQuery({ queryKey: activityKeys.commentsMade, queryFn: () => fetchCommentsMadeCount(), staleTime: 0 });
}
