/** The error log: my questions whose latest attempt was wrong, and why (docs/contract.md section 5). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MistakeReason } from '@common/api/errorLog.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

const errorLogKey = ['responses', 'errorLog'] as const;

/** GET /api/getErrorLog: entries newest first and the count per reason. */
export function fetchErrorLog(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/getErrorLog', { signal }));
}

/** My error log (see `fetchErrorLog`), fetched afresh each time the page opens. */
export function useErrorLog() {
  return useQuery({ queryKey: errorLogKey, queryFn: ({ signal }) => fetchErrorLog(signal), staleTime: 0 });
}

export interface TagMistakeInput {
  responseId: number;
  /** null clears the reason. */
  reason: MistakeReason | null;
}

/** POST /api/tagMistake?responseId=&reason= (an empty reason clears it): the response and its new reason. */
export function tagMistake({ responseId, reason }: TagMistakeInput) {
  return ok(apiClient.POST('/api/tagMistake', { params: { query: { responseId, reason: reason ?? '' } } }));
}

/**
 * Tags a mistake (see `tagMistake`). Stays pending until the error log has been refetched, so the
 * entry and the counts change together.
 */
export function useTagMistake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagMistake,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: errorLogKey }),
  });
}
