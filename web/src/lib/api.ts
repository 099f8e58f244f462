/**
 * The one HTTP client of the web app: sends the session cookie and `X-Requested-With`
 * (CONTRACT.md section 4) on every call, no timeout (spec section 9), and turns non-2xx answers
 * into `ApiRequestError` carrying the status and the server's `message`.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; undefined values and empty arrays are left out, arrays are comma-joined. */
  query?: Record<string, string | number | boolean | ReadonlyArray<string | number> | undefined>;
  /** JSON body, or a URLSearchParams (form-encoded) or FormData (multipart) body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborts the request, e.g. TanStack Query's `signal` when a newer query supersedes it. */
  signal?: AbortSignal;
}

/** Builds `path?query` the way the API expects it. */
export function buildUrl(path: string, query?: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    let message = text || `Request failed with status code ${response.status}`;
    try {
      parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        message = parsed.message;
      }
    } catch {
      /* plain-text error body */
    }
    throw new ApiRequestError(response.status, message, parsed);
  }
  return response;
}

/** Calls the API and parses its JSON answer. Throws ApiRequestError on a non-2xx status. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** Like `api`, also returning the `X-Total-Count` header of bounded lists. */
export async function apiPage<T>(path: string, options: ApiOptions = {}): Promise<{ items: T[]; total: number }> {
  const response = await send(path, options);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('x-total-count') ?? items.length);
  return { items, total };
}
