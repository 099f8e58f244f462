/**
 * docs/contract.md section 4: every state-changing request must carry `X-Requested-With: XMLHttpRequest`,
 * else 403. Applies to every non-GET/HEAD/OPTIONS request and to GET routes that mutate (the
 * spec's GET mutations), which mark themselves with `config: { mutation: true }`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';
import { forbidden } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that changes state: it needs X-Requested-With too. */
    mutation?: boolean;
    /** A route exempt from the X-Requested-With rule (a top-level navigation such as /logout). */
    navigation?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const requestedWithPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (config?.navigation) return;
      const changesState = !safeMethods.has(request.method) || config?.mutation === true;
      if (changesState && request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw forbidden(messages.auth.missingRequestedWith);
      }
    });
  },
  { name: 'requested-with' },
);
