/** The profile's activity counts: GET /api/getSubmittedBy and GET /api/getAnswered (numbers). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Always refetched when the profile opens (staleTime 0), so counts include the latest answers. */
const activityKeys = {
  submitted: ['activity', 'submitted'] as const,
  answered: ['activity', 'answered'] as const,
};

/** How many questions the current user has submitted, whatever their review status. */
export function useSubmittedCount() {
  return useQuery({ queryKey: activityKeys.submitted, queryFn: () => api<number>('/api/getSubmittedBy'), staleTime: 0 });
}

/** How many distinct questions the current user has answered. */
export function useAnsweredCount() {
  return useQuery({ queryKey: activityKeys.answered, queryFn: () => api<number>('/api/getAnswered'), staleTime: 0 });
}
