/**
 * Request body limits. Every JSON / form route takes at most `defaultBytes` (BODY_LIMIT_KB, 64 kB
 * by default, set on the Fastify instance). A route whose longest valid text needs more declares
 * its own `bodyLimit` where it is defined, computed with `textBodyLimit(characters)` of
 * server/http/contract.ts; this plugin only makes sure no route's own limit is below the app's.
 * Multipart uploads stream through busboy with their own caps (3 MB PDF, 10 MB workbook). Over
 * the limit the answer is 413 "The request is too large" (errors plugin).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const bodyLimitsPlugin = fp(
  async (app: FastifyInstance, options: { defaultBytes: number }) => {
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit !== undefined) route.bodyLimit = Math.max(route.bodyLimit, options.defaultBytes);
    });
  },
  { name: 'body-limits' },
);
