/**
 * Serves the built web app (dist/web) with SPA deep links: unknown GET paths outside the API
 * answer index.html; unknown API paths answer a JSON 404.
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';

export const webDistDir = join(import.meta.dirname, '..', '..', 'dist', 'web');
const apiPrefixes = ['/api/', '/public/', '/perform-login', '/logout', '/socket.io'];

export const webPlugin = fp(
  async (app: FastifyInstance, options: { distDir?: string }) => {
    const root = options.distDir ?? webDistDir;
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
      if (hasWeb && request.method === 'GET' && !isApi) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
      }
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: messages.notFound.route });
    });
  },
  { name: 'web' },
);
