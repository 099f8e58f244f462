/**
 * Bulk question import (spec sections 2, 7, 9; contract section 5): preview a workbook, queue
 * its import, follow the queued job. The file goes as the multipart field `file`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@common/api/imports.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { adminKeys } from './keys.ts';

/** GET: the import template, a CSV holding the fourteen headers (spec section 9, contract 7.2). */
export const importTemplateUrl = '/api/import-template.csv';

/** GET: the import template as an .xlsx workbook: the fourteen headers and two example rows. */
export const importTemplateXlsxUrl = '/api/import-template.xlsx';

/** How often a running job is re-read when no socket event arrives, milliseconds. */
export const importPollMs = 1000;

/** The multipart body `{ file }` as form data; a File keeps its own name (the browser sets the boundary). */
function workbookForm(body: { file: Blob }): FormData {
  const form = new FormData();
  form.append('file', body.file);
  return form;
}

/** True once a job will not change any more. */
export function isImportFinished(job: Pick<ImportJob, 'state'> | undefined): boolean {
  return job?.state === 'completed' || job?.state === 'failed';
}

/** POST /api/import-excel-check: every row of the file, each with its `errors` (empty = valid). */
export function previewImport(file: File) {
  return ok(apiClient.POST('/api/import-excel-check', { body: { file }, bodySerializer: workbookForm }));
}

/** POST /api/import-excel: queues the import of the file's valid rows; answers 202 `{ jobId, status: "queued" }`. */
export function startImport(file: File) {
  return ok(apiClient.POST('/api/import-excel', { body: { file }, bodySerializer: workbookForm }));
}

/** GET /api/import-jobs/{jobId}: the job's state and counts. */
export function fetchImportJob(jobId: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/import-jobs/{jobId}', { params: { path: { jobId } }, signal }));
}

/** Parses a workbook for the preview (see `previewImport`). */
export function useImportPreview() {
  return useMutation({ mutationFn: previewImport });
}

/** Queues a workbook's import (see `startImport`). */
export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

/** A 4xx answer: asking again will not help (e.g. 404 "Import job not found"). */
const isFinal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/**
 * An import job's state and counts, re-read every `importPollMs` until it
 * is completed or failed or answers 4xx (the fallback when no `import:progress` event arrives).
 */
export function useImportJob(jobId: number) {
  return useQuery({
    queryKey: adminKeys.importJob(jobId),
    queryFn: ({ signal }) => fetchImportJob(jobId, signal),
    staleTime: 0,
    refetchInterval: (query) => (isImportFinished(query.state.data) || isFinal(query.state.error) ? false : importPollMs),
  });
}
