/**
 * Recognises errors that mean "a backing service (PostgreSQL or Redis) is unreachable right now",
 * as opposed to a bug: the error handler answers these 503 (try again in a moment), never 500.
 *
 * Matched, on the error, its `cause` chain and an AggregateError's inner errors:
 * - socket errors: ECONNREFUSED, ECONNRESET, EPIPE, ETIMEDOUT, EHOSTUNREACH, ENETUNREACH, ENOTFOUND, EAI_AGAIN;
 * - PostgreSQL SQLSTATE class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 *   57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections;
 * - node-postgres: "Connection terminated…", the pool's "timeout exceeded when trying to connect",
 *   "…not queryable", "Cannot use a pool after calling end";
 * - ioredis: "Connection is closed.", "Stream isn't writeable…" (offline queue off), the
 *   max-retries-per-request error, "Command timed out".
 */

import { messages } from '@common/messages.ts';

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const sqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
const messagePatterns = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  /^Connection is closed/i,
  /Stream isn't writeable/i,
  /max retries per request/i,
  /^Command timed out/i,
];

function matchesOne(error: object): boolean {
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && messagePatterns.some((pattern) => pattern.test(message));
}

/** True when `error` (or what caused it) says PostgreSQL or Redis cannot be reached at the moment. */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || !error || typeof error !== 'object') return false;
  if (matchesOne(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return isServiceUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * `error` re-made, when it says a backing service is unreachable, as an Error whose message is the
 * 503 answer's own text ("The service is temporarily unavailable...") with the original as
 * `cause` (so `isServiceUnavailable` still recognises it); any other error is returned as it is.
 * For errors that can surface in a reply Fastify builds itself: a session save failing in
 * `onSend` fails again while the 503 is sent, and Fastify's fallback answer shows `message`.
 */
export function asUnavailable(error: unknown): unknown {
  return isServiceUnavailable(error) ? new Error(messages.generic.unavailable, { cause: error }) : error;
}
