/**
 * The typed API client: openapi-fetch over the generated `paths` of ./schema.d.ts (written by
 * `npm run api:types` from the server's route schemas), so a call's path, method, parameters, body
 * and answer are checked against the routes:
 *
 * ```ts
 * const { data } = await apiClient.GET('/api/getQuestionsbyId', { params: { query: { id } } });
 * ```
 *
 * Sends the session cookie (`credentials: 'include'`) and
 * `X-Requested-With: XMLHttpRequest` (contract section 4) on every call, has no timeout, joins
 * array query parameters with commas (`category=1,4`; undefined values and empty arrays left out),
 * and turns every non-2xx answer into a thrown `ApiRequestError` carrying the status and the
 * server's `message` — so `data` is always the 2xx answer and `error` is never set.
 * Non-JSON answers (text/plain, text/csv, PDF) need `parseAs: 'text'` / `'blob'`.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { toApiRequestError } from './errors.ts';
import { noteSuspension } from './suspension.ts';
import type { Page } from '../paging.ts';
import type { paths } from './schema.d.ts';

/** `query` as the API expects it: undefined values and empty arrays left out, arrays comma-joined. */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params.toString();
}

/** Adds `X-Requested-With`; throws `ApiRequestError` for a non-2xx answer (and notes a suspension: suspension.ts). */
export const apiMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return response;
    const error = toApiRequestError(response.status, await response.text());
    noteSuspension(error.status, error.body);
    throw error;
  },
};

/** A client for the API at `baseUrl` (default: this origin), over `fetch` (default: the browser's). */
export function createApiClient(baseUrl = '', fetch?: (request: Request) => Promise<Response>) {
  const client = createClient<paths>({ baseUrl, credentials: 'include', querySerializer: serializeQuery, ...(fetch ? { fetch } : {}) });
  client.use(apiMiddleware);
  return client;
}

/** The web app's client. */
export const apiClient = createApiClient();

/** What an `apiClient` call resolves to, as far as `ok` and `page` read it. */
interface ClientResult<T> {
  data?: T;
  response: Response;
}

/**
 * The 2xx answer of an `apiClient` call, typed by the route's response schema (the middleware has
 * already thrown `ApiRequestError` for anything else). A 204 answer resolves to undefined.
 *
 * ```ts
 * const question = await ok(apiClient.GET('/api/getQuestionsbyId', { params: { query: { id } }, signal }));
 * ```
 */
export async function ok<T>(call: Promise<ClientResult<T>>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/**
 * One page of a bounded list call (contract section 4): its items and the `X-Total-Count` total
 * (the number of items when the header is missing), the shape `useOffsetPages` expects.
 */
export async function page<T extends readonly unknown[]>(call: Promise<ClientResult<T>>): Promise<Page<T[number]>> {
  const { data, response } = await call;
  const items: T[number][] = data ? [...data] : [];
  return { items, total: Number(response.headers.get('x-total-count') ?? items.length) };
}
