/** The profile's activity counts: GET /api/getSubmittedBy and GET /api/getAnswered (numbers). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Invalidate ['activity'] after answering or submitting a question to refresh the counts. */
export const activityKeys = {
  all: ['activity'] as const,
  submitted: ['activity', 'submitted'] as const,
  answered: ['activity', 'answered'] as const,
};

/** How many questions the current user has submitted, whatever their review status. */
export function useSubmittedCount() {
  return useQuery({ queryKey: activityKeys.submitted, queryFn: () => api<number>('/api/getSubmittedBy') });
}

/** How many distinct questions the current user has answered. */
export function useAnsweredCount() {
  return useQuery({ queryKey: activityKeys.answered, queryFn: () => api<number>('/api/getAnswered') });
}
