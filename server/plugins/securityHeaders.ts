/**
 * Security headers on every answer (`helmet`), with a Content-Security-Policy the built
 * web app passes: Vite emits only external scripts and styles (no inline code), React sets
 * `style` props through the CSSOM (which CSP does not govern), images are same-origin or data:
 * URIs, and socket.io connects to the same origin ('self' covers ws:/wss: of the same host in
 * CSP Level 3). Nothing may frame the app. `upgrade-insecure-requests` and HSTS only in production,
 * where the app is served over HTTPS.
 * The helmet middleware is built once and applied in an `onRequest` hook (@fastify/helmet builds
 * a new one, parsing the directives again, on every request).
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

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.production) },
      strictTransportSecurity: options.production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
