/** The error log: my questions whose latest attempt was wrong, and why (notes/api-issue3.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorLog, MistakeReason } from '@common/api/errorLog.ts';
import { api } from '../../../lib/api.ts';

const errorLogKey = ['responses', 'errorLog'] as const;

/** GET /api/getErrorLog: entries newest first and the count per reason. */
export function useErrorLog() {
  return useQuery({ queryKey: errorLogKey, queryFn: () => api<ErrorLog>('/api/getErrorLog'), staleTime: 0 });
}

export interface TagMistakeInput {
  responseId: number;
  /** null clears the reason. */
  reason: MistakeReason | null;
}

/**
 * POST /api/tagMistake?responseId=&reason=. Stays pending until the error log has been refetched,
 * so the entry and the counts change together.
 */
export function useTagMistake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, reason }: TagMistakeInput) =>
      api<unknown>('/api/tagMistake', { method: 'POST', query: { responseId, reason: reason ?? '' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: errorLogKey }),
  });
}
