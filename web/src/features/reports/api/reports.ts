/** Reports of errors in questions (docs/contract.md section 7.5): send one; admins list and resolve them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedReport, QuestionReport, ReportInput } from '@common/api/reports.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { reportKeys } from './keys.ts';

/** Reports per "Load more". */
const pageSize = 30;

/** The server's `message` for a refused call (e.g. 409 "You have already reported this question; ..."), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 && error.message ? error.message : fallback;
}

/** POST /api/questions/{id}/reports: the stored report. */
export function sendReport(questionId: number, input: ReportInput): Promise<CreatedReport> {
  return ok(apiClient.POST('/api/questions/{id}/reports', { params: { path: { id: questionId } }, body: input }));
}

/** Sends a report on question `questionId`; admins' lists refetch. */
export function useSendReport(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => sendReport(questionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list }),
  });
}

/** GET /api/reports?limit=&offset=: one page (open first) and the total. */
export function fetchReports({ limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/reports', { params: { query: { limit, offset } }, signal }));
}

const reportId = (report: QuestionReport) => report.id;

/** The admins' report list, `pageSize` at a time; `data` is `{ items, total }`. */
export function useReportPages() {
  return useOffsetPages({ queryKey: reportKeys.list, fetchPage: fetchReports, pageSize, idOf: reportId, staleTime: 0 });
}

/** POST /api/reports/{id}/resolve (204). */
export function resolveReport(id: number): Promise<void> {
  return ok(apiClient.POST('/api/reports/{id}/resolve', { params: { path: { id } } })) as Promise<void>;
}

/** Resolves a report; stays pending until the list has been refetched, so the report moves as the button re-enables. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list }),
  });
}
