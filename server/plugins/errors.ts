/**
 * Errors as `{ statusCode, error, message }`: AppError keeps its status and message; Fastify's
 * own client errors (bad JSON, too large, unsupported media type) keep their 4xx; an unreachable
 * PostgreSQL or Redis (see server/unavailable.ts) is answered 503 "temporarily unavailable" with
 * `Retry-After`; anything else is logged and answered 500 with a generic text.
 *
 * Route input is validated by the zod schemas of each route (fastify-type-provider-zod); a failure
 * is answered 400 with the first issue's text (`inputIssueMessage`: the spec's wording, or zod's
 * generic text prefixed with the field). Before that, in `preValidation` (after `onRequest`'s
 * X-Requested-With check and before the session checks of plugins/auth.ts), NUL characters in any
 * input are refused (400), since PostgreSQL cannot store them, and a route with a body schema that
 * got no body (or JSON `null`) has it validated as `{}`, so a missing field is named as such.
 */
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@common/messages.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, inputIssueMessage, RateLimitedError } from '../errors.ts';
import { isServiceUnavailable } from '../unavailable.ts';

/** Seconds a client is told to wait before retrying after a 503 for an unreachable service. */
const retryAfterSeconds = 5;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1));
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any hook runs (a malformed
 * URL component, 400; a path parameter over 100 characters, 414) answered in the same JSON shape,
 * without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode === 414 ? 414 : 400;
  const message = statusCode === 414 ? messages.generic.tooLarge : messages.generic.badUrl;
  void reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message });
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.body) || containsNul(request.params)) {
        throw new AppError(400, messages.validation.nulCharacter);
      }
      if (request.body == null && request.routeOptions.schema?.body) request.body = {};
    });

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      let statusCode = 500;
      let message: string = messages.generic.internal;
      if (error instanceof AppError) {
        statusCode = error.statusCode;
        message = error.message;
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        statusCode = 400;
        message = inputIssueMessage({ path: (error.validation[0]?.instancePath ?? '').split('/').filter(Boolean), message: error.validation[0]?.message });
      } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        statusCode = error.statusCode;
        message = statusCode === 413 ? messages.generic.tooLarge : statusCode === 429 ? messages.generic.rateLimited : error.message;
      } else if (isServiceUnavailable(error)) {
        statusCode = 503;
        message = messages.generic.unavailable;
        reply.header('retry-after', String(retryAfterSeconds));
        request.log.warn({ err: error }, 'a backing service is unavailable');
      }
      if (error instanceof RateLimitedError) reply.header('Retry-After', error.retryAfterSeconds);
      if (statusCode >= 500 && statusCode !== 503) request.log.error({ err: error }, 'request failed');
      const details = error instanceof AppError ? error.details : undefined;
      reply.status(statusCode).send({ ...details, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
    });
  },
  { name: 'errors' },
);
