/**
 * Graceful shutdown, HTTP side. `app.close()` (main.ts calls it on SIGTERM/SIGINT) first runs the
 * `preClose` hooks: this one sets `app.lifecycle.shuttingDown`, from which point `GET /ready`
 * answers 503 (a load balancer stops sending traffic) and any new request that still reaches this
 * process — on a keep-alive connection opened before — is answered 503 "temporarily unavailable"
 * with `Connection: close`, so the client retries on another instance. Requests already running
 * finish normally; Fastify then stops listening and waits for them before its `onClose` hooks
 * close Redis and the queues. `GET /health` keeps answering 200 while the process lives.
 * Needs `return503OnClosing: false` on the Fastify instance, so that this hook gives the answer.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { shuttingDown: boolean };
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = { shuttingDown: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.shuttingDown = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!lifecycle.shuttingDown || path === '/health' || path === '/ready') return;
      reply.header('connection', 'close').status(503);
      return reply.send({ statusCode: 503, error: 'Service Unavailable', message: messages.generic.unavailable });
    });
  },
  { name: 'lifecycle' },
);
