/**
 * Serves the built web app (dist/web) with SPA deep links: unknown GET paths outside the API
 * answer index.html; unknown API paths answer a JSON 404.
 *
 * Delivery (contract section 7.8): the build writes a brotli (`.br`) and a gzip (`.gz`) copy of
 * every text file of 1 KB or more (web/vite.config.ts); `preCompressed` sends the copy the client
 * accepts (brotli first), the plain file otherwise, always with `Vary: Accept-Encoding`.
 * Cache-Control: hashed files under `/assets/` are immutable for a year; `index.html` (also as the
 * deep-link fallback), the service worker `/sw.js` and `/manifest.webmanifest` (contract 8.5) are
 * `no-cache`, so a new release is picked up at once; anything else (the
 * favicon) may be kept an hour. Source maps (`*.map`) are never served: the production build
 * writes none, and one left in the folder answers 404, as does a missing file under `/assets/`
 * (a stale chunk name must not get index.html as JavaScript).
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@common/messages.ts';

export const webDistDir = join(import.meta.dirname, '..', '..', 'dist', 'web');
const apiPrefixes = ['/api/', '/public/', '/perform-login', '/logout', '/socket.io'];

/** Cache-Control values by kind of file. */
export const webCacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  index: 'no-cache',
  other: 'public, max-age=3600',
} as const;

/** Files that must be revalidated on every use: the page, the service worker and the web app manifest (contract 8.5). */
const noCacheFiles = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** The Cache-Control for a file of `root` at `path` (the plain or the `.br`/`.gz` copy). */
function cacheControlFor(root: string, path: string): string {
  const file = relative(root, path).split(sep).join('/').replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return webCacheControl.hashed;
  if (noCacheFiles.has(file)) return webCacheControl.index;
  return webCacheControl.other;
}

export const webPlugin = fp(
  async (app: FastifyInstance, options: { distDir?: string }) => {
    const root = options.distDir ?? webDistDir;
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        setHeaders: (reply: FastifyReply, path: string) => {
          reply.header('Cache-Control', cacheControlFor(root, path));
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
      const isFile = path.startsWith('/assets/') || path.endsWith('.map');
      if (hasWeb && request.method === 'GET' && !isApi && !isFile) return reply.sendFile('index.html', root);
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: messages.notFound.route });
    });
  },
  { name: 'web' },
);
