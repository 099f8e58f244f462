/**
 * Building blocks of a route's contract (its Fastify `schema`), so that every route states once,
 * where it is defined, what it takes, what it answers and who may call it:
 *
 * ```ts
 * app.get('/api/getQuestionsbyId', {
 *   schema: {
 *     operationId: 'getQuestionById', summary: 'One question', tags: ['questions'], security: session,
 *     querystring: idQuerySchema,
 *     response: { 200: questionSchema, ...errorResponses(400, 401, 404) },
 *   },
 * }, handler);
 * ```
 *
 * The zod schemas validate the input (fastify-type-provider-zod's validator; errors are answered
 * 400 by plugins/errors.ts with the first issue's text), serialise the answers (unknown keys are
 * stripped) and are the OpenAPI document (plugins/docs.ts). `security` also decides access:
 * plugins/auth.ts asks for a session on every route whose `security` names the `session` scheme,
 * and for an admin on every route with `config.admin`.
 */
import { z } from 'zod';
import { apiErrorSchema } from '@common/api/http.ts';

/** `security` of a route anyone may call. */
export const publicAccess: Array<Record<string, string[]>> = [];
/** `security` of a route that needs a session (the `sid` cookie); admin routes add `config.admin`. */
export const session: Array<Record<string, string[]>> = [{ session: [] }];

/** The error statuses the API answers with `{ statusCode, error, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503 | 504;

/** What each error status means, for the document (the `message` carries the precise text). */
export const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Bad input: `message` names the problem (spec section 8)',
  401: 'Not logged in: "Please log in to continue"',
  403: 'Not allowed (wrong role, not the author, or no `X-Requested-With` on a state-changing request)',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'The request is too large',
  429: 'Too many requests; `Retry-After` says after how many seconds to try again',
  502: 'An upstream service failed',
  503: 'Temporarily unavailable; `Retry-After` says when to try again',
  504: 'An upstream service did not answer in time',
};

/**
 * The error answers of a route, each `apiErrorSchema`, as entries of `schema.response`.
 * 403 is always listed when a route changes state (X-Requested-With), so callers pass it there.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };
}

/**
 * A non-JSON answer (`text/plain`, `text/csv`, `application/pdf`) as an entry of `schema.response`.
 * Fastify sends strings and buffers of such a type as they are (no serializer runs); the entry
 * documents the media type.
 */
export function mediaResponse(mediaType: string, description: string, schema: z.ZodType = z.string()) {
  return { description, content: { [mediaType]: { schema } } };
}

/** A binary file answer (documented as `format: binary`). */
export const binaryFileSchema = z.string().meta({ format: 'binary' });

/** A page of `item`: the answer of a bounded list, whose total is in the `X-Total-Count` header. */
export const pageOf = <T extends z.ZodType>(item: T) => z.array(item).describe(pageDescription);

/** The description of `pageOf` answers (the document adds their `X-Total-Count` header). */
export const pageDescription = 'One page; the total is in the X-Total-Count header';

/**
 * The `bodyLimit` of a route whose body may carry `characters` characters of text: 9 bytes a
 * character (a form-encoded character outside ASCII takes up to three `%XX` escapes; JSON escapes
 * take at most 6) plus 16 kB for the rest. plugins/bodyLimits.ts never lets it fall below the app's
 * BODY_LIMIT_KB.
 */
export const textBodyLimit = (characters: number): number => characters * 9 + 16 * 1024;

/** One field of a documented multipart body: a file part (with its media types) or a text field. */
export type MultipartField = { file: string; description: string; required?: boolean } | { text: z.ZodType; required?: boolean };

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A `multipart/form-data` body, for the document only: multipart bodies are streamed and
     * checked by the route itself (never buffered by a validator), so they are not a `body` schema.
     */
    multipart?: Record<string, MultipartField>;
  }
}

/** A 204 answer (no body), described for the OpenAPI document. */
export const noContent = (description: string) => z.null().describe(description);
