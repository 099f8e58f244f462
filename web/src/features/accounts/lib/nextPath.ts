/**
 * `/login?next=<path>` (contract section 7.6): where to go after logging in. Only a path of this
 * site is followed; anything else is ignored (the caller goes home), so a crafted link cannot send
 * a user elsewhere after they typed their password.
 */

/** Pages that are no destination after logging in (they would only bounce). */
const authPages = new Set(['/login', '/register', '/forgot-password', '/logout']);

/**
 * The same-site path `raw` names, or null. Accepted: text starting with a single `/` (not `//` or
 * `/\`, which browsers read as another host), without backslashes, whitespace or control
 * characters (browsers drop tabs and newlines inside URLs, so `/\t/evil.example` would become
 * `//evil.example`), that resolves to this site, and is not one of the login pages. The answer is
 * the path with its query and fragment.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (authPages.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `page` (e.g. "/login") with `?next=` for the path `from`, or just `page` when `from` is home or not a usable path. */
export function withNext(page: string, from: string | null | undefined): string {
  const next = safeNextPath(from);
  return next && next !== '/' ? `${page}?next=${encodeURIComponent(next)}` : page;
}

/** The `next` query parameter of `search` (e.g. location.search) as a safe path, or null. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get('next'));
}
