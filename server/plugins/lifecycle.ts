/**
 * Graceful shutdown, HTTP side (main.ts drives it on SIGTERM/SIGINT):
 * 1. `app.lifecycle.draining = true`: `GET /ready` answers 503 so a load balancer stops sending new
 *    traffic; everything else is still served (for SHUTDOWN_DRAIN_MS, default 0).
 * 2. `app.close()` runs the `preClose` hooks: this one sets `closing`. Fastify stops listening.
 *    A request that still reaches this process — on a keep-alive connection opened before — is
 *    answered 503 "temporarily unavailable" with `Connection: close`, so the client retries on
 *    another instance. Requests already running finish normally, their answers also carrying
 *    `Connection: close` (otherwise an idle keep-alive connection would hold the server open for
 *    Fastify's 72 s keep-alive timeout). Then the `onClose` hooks close Redis and the queues.
 * `GET /health` keeps answering 200 while the process lives. Needs `return503OnClosing: false` on
 * the Fastify instance, so that this plugin gives the answer.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      /** Shutting down: `/ready` answers 503 (set by main.ts, and by `close()`). */
      draining: boolean;
      /** `close()` has begun: new requests are refused with 503. */
      closing: boolean;
    };
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = { draining: false, closing: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.draining = true;
      lifecycle.closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!lifecycle.closing || path === '/health' || path === '/ready') return;
      reply.status(503);
      return reply.send({ statusCode: 503, error: 'Service Unavailable', message: messages.generic.unavailable });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.closing) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
