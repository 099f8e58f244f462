/**
 * Echoes the request id (Fastify's `request.id`, see server/observability/logger.ts `requestId`)
 * in the `X-Request-Id` response header, so a user's report or a load balancer's log can be
 * matched to the server's log lines.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
  },
  { name: 'request-id' },
);
