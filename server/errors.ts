/** The API's error type and zod parsing helper (docs/contract.md section 4: `{ statusCode, error, message }`). */
import type { z } from 'zod';
import { messages } from '@common/messages.ts';

/**
 * An error whose `message` is meant for the user; `statusCode` is the HTTP status to answer;
 * `details` are fields the error JSON adds (the route's error schema must declare them).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

/** 429 `message` (default "Too many requests. Please try again later."); the answer carries `Retry-After: retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string = messages.generic.rateLimited) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * The 400 text for a failed zod parse: the first issue's message (the spec's wording lives in the
 * schemas); zod's own generic texts ("Invalid input…", "Too big…", "Too small…") name no field, so
 * they are prefixed with `<field>: ` (the last element of the issue's path).
 */
export function inputIssueMessage(issue: { path: ReadonlyArray<PropertyKey>; message?: string } | undefined): string {
  const field = issue?.path.length ? String(issue.path[issue.path.length - 1]) : '';
  const message = issue?.message ?? 'Invalid input';
  const generic = /^(Invalid input|Too (big|small))/i.test(message);
  return generic && field ? `${field}: ${message}` : message;
}

/**
 * Parses `input` with `schema`, for input that is not part of a route's schema (multipart fields).
 * Route input (query, params, body) is declared in the route's `schema` and validated by Fastify.
 * @throws AppError 400 carrying `inputIssueMessage` of the first issue.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(inputIssueMessage(result.error.issues[0]));
}
