/**
 * The URL policy of rendered Markdown (contract section 7.1): links render only to absolute
 * http(s) addresses, images only from this app's own image store (`/api/images/<digits>`).
 * Anything else (javascript:, data:, vbscript:, protocol-relative `//host`, relative paths, `#`
 * anchors) is refused, and the renderer then shows the link's text or the image's alt text.
 * Pure functions, no DOM: unit-tested in urlPolicy.test.ts.
 */

/** `/api/images/<id>` exactly: digits only, no query, fragment, dot segments or encoded slashes. */
const imagePath = /^\/api\/images\/[0-9]{1,15}$/;

/**
 * The href to render for a Markdown link, or null when it must show as plain text: only
 * `http:` / `https:` URLs that parse as absolute URLs with a host. The check reads the scheme
 * the way a browser would (leading/trailing whitespace and control characters dropped, case
 * ignored), so `JaVaScRiPt:` or `\u0001javascript:` are refused like `javascript:`.
 */
export function safeLinkHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  // Browsers strip C0 controls and spaces around a URL and tabs/newlines inside it.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (!/^https?:\/\//i.test(cleaned)) return null;
  let parsed: URL;
  try {
    parsed = new URL(cleaned);
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') return null;
  return cleaned;
}

/** The src to render for a Markdown image, or null when only its alt text may show: `/api/images/<digits>` only. */
export function safeImageSrc(url: string | null | undefined): string | null {
  return typeof url === 'string' && imagePath.test(url) ? url : null;
}

/**
 * react-markdown's `urlTransform`: every URL in the rendered tree passes here. Image sources
 * (`src`) follow `safeImageSrc`, link targets (`href`) follow `safeLinkHref`; any other URL
 * attribute is dropped. A refused URL becomes '' and the components render text instead.
 */
export function transformUrl(url: string, key: string): string {
  if (key === 'src') return safeImageSrc(url) ?? '';
  if (key === 'href') return safeLinkHref(url) ?? '';
  return '';
}
