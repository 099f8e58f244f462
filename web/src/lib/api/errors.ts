/**
 * The web app's API error: every non-2xx answer becomes an `ApiRequestError` carrying the HTTP
 * status and the server's `message` (the spec's user-facing text, contract section 4), so pages
 * can tell a 401 from a 409 and show the server's words.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The parsed JSON error body `{ statusCode, error, message }`, or the raw text. */
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** The `message` of a JSON error body, or undefined. */
export function messageOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}

/**
 * The error for an answer with `status` and body `text`: its JSON `message` when there is one,
 * else the text, else "Request failed with status code <status>".
 */
export function toApiRequestError(status: number, text: string): ApiRequestError {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a plain-text error body */
  }
  return new ApiRequestError(status, messageOf(body) ?? (text || `Request failed with status code ${status}`), body);
}

/**
 * What to tell the user about a failed request: the server's own words for a refusal (4xx, e.g.
 * "Only the author can edit this"), else `fallback` (network failures, 5xx).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
