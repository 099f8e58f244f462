/**
 * Security headers on every answer, chosen by what the answer is:
 * - Pages, scripts, styles, images and files get `helmet`'s set, with a Content-Security-Policy the
 *   built web app passes: Vite emits only external scripts and styles (no inline code), React sets
 *   `style` props through the CSSOM (which CSP does not govern), images are same-origin or data:
 *   URIs, and socket.io connects to the same origin ('self' covers ws:/wss: of the same host in CSP
 *   Level 3). Nothing may frame the app.
 * - JSON answers (`application/json`, most of the traffic) get what the OWASP REST Security Cheat
 *   Sheet ("Security Headers") recommends for API responses: CSP `frame-ancestors 'none'` (with
 *   `default-src 'none'`, its advice for an answer a browser might render), `X-Content-Type-Options:
 *   nosniff`, `X-Frame-Options: DENY`, HSTS; and `Cross-Origin-Resource-Policy: same-origin` (no
 *   other site loads them). Caching stays each route's own (the ETag routes ask browsers to
 *   revalidate, server/http/etag.ts). The headers that only act on a rendered document (Referrer-Policy,
 *   Cross-Origin-Opener-Policy, Origin-Agent-Cluster, DNS prefetch, the legacy IE and Flash ones)
 *   are left out: about 550 bytes and seven header writes less per answer.
 * `upgrade-insecure-requests` and HSTS only in production, where the app is served over HTTPS.
 * Both sets are fixed at start-up (helmet's is read once from its middleware, as helmet's own
 * options decide it) and added in one `onSend` hook, which every answer passes, errors included; a
 * header a route set itself is kept.
 */
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP directives (helmet's names); exported for the README and tests. */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The headers a (request-independent) Connect middleware such as helmet's sets, by lower-case name. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.production) },
      strictTransportSecurity: options.production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    const documentHeaders = headersOf(setHeaders);
    const jsonHeaders: Record<string, string> = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      ...(options.production ? { 'strict-transport-security': documentHeaders['strict-transport-security']! } : {}),
    };
    const documentEntries = Object.entries(documentHeaders);
    const jsonEntries = Object.entries(jsonHeaders);
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      // A header the route set itself is left as it is.
      for (const [name, value] of typeof type === 'string' && type.startsWith('application/json') ? jsonEntries : documentEntries) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
