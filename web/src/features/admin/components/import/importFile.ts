/** Client-side checks and texts of the import tab. */
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../../lib/api/errors.ts';

/** True when the file name ends in .xlsx (any case); the server checks the content as well. */
export function isXlsxFileName(name: string): boolean {
  return /\.xlsx$/i.test(name);
}

/** The server's message for a 4xx answer that carries one (e.g. "Please upload an Excel file (.xlsx)"), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** Why a preview failed, in words: the server's 4xx message, else the spec's preview error. */
export const previewErrorText = (error: unknown) => serverMessageOr(error, messages.import.preview);

/** A count in Indian digit grouping, e.g. 12345 -> "12,345". */
export const formatCount = (value: number) => value.toLocaleString('en-IN');

/** "1 row" / "12,345 rows". */
export const rowsText = (count: number) => `${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`;
