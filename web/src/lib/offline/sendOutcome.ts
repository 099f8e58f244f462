/**
 * What to do with a queued answer after a try to send it (contract 8.5), pure so it is tested
 * alone: `sent` (2xx) and `refused` (a 4xx that can never succeed: 400, 403, 404, 409, ...) leave
 * the outbox; `retry` (no network, 5xx, and 401, 408, 429, which may pass later) stays.
 */
import { ApiRequestError } from '../api/errors.ts';

export type SendOutcome = 'sent' | 'refused' | 'retry';

/** Statuses of 4xx that may succeed later: logged out (401), timeout (408), too many requests (429). */
const laterStatuses = new Set([401, 408, 429]);

/** The outcome of a send that threw `error` (undefined: it answered 2xx). */
export function sendOutcome(error?: unknown): SendOutcome {
  if (error === undefined) return 'sent';
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status >= 400 && error.status < 500 && !laterStatuses.has(error.status)) return 'refused';
  return 'retry';
}

/** Whether `error` is a failure to reach the server at all (not an HTTP answer). */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiRequestError) && !(error instanceof DOMException && error.name === 'AbortError');
}

/** Milliseconds before the next try after `failures` failed flushes in a row: 5 s, 10 s, 20 s, ... at most 5 minutes. */
export function retryDelayMs(failures: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failures), 300_000);
}

/** Whether an answer queued for `owner` may be sent for the logged-in user `userId` (an unknown owner's goes with whoever is logged in). */
export function sendableBy(owner: number | null, userId: number): boolean {
  return owner === null || owner === userId;
}
