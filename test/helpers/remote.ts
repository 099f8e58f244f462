/**
 * Talking to an API process over real HTTP (fetch), for tests of separate processes. Every request
 * is bounded by a timeout; a request that got no answer (refused, reset, timed out) resolves with
 * `status: 0` and the error's text instead of throwing, so a test can count what happened to each.
 */

export interface RemoteAnswer {
  /** HTTP status, or 0 when no answer came. */
  status: number;
  /** Parsed JSON when the answer was JSON, else the text. */
  body: unknown;
  headers: Headers | undefined;
  /** Milliseconds from sending to the full answer (or to the failure). */
  ms: number;
  /** Why no answer came (status 0). */
  error?: string;
}

export interface RemoteRequest {
  method?: string;
  cookie?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as a form (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  timeoutMs?: number;
}

/** One request to `baseUrl + path`, with `X-Requested-With` set as the web app does. */
export async function remote(baseUrl: string, path: string, options: RemoteRequest = {}): Promise<RemoteAnswer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, headers: res.headers, ms: Date.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: undefined, headers: undefined, ms: Date.now() - started, error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

/** Logs in over HTTP; resolves with the `sid=...` cookie. Throws when the login is not a 200. */
export async function remoteLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const sid = res.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (res.status !== 200 || !sid) throw new Error(`login failed: ${res.status} after ${Date.now() - started} ms: ${await res.text()}`);
  return sid.split(';')[0]!;
}

/** Calls `attempt` every `intervalMs` until it returns true; resolves with the ms it took, or rejects after `timeoutMs`. */
export async function eventually(what: string, attempt: () => Promise<boolean>, timeoutMs: number, intervalMs = 200): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await attempt()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
