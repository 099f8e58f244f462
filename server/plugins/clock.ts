/**
 * Decorates `app.now()`: the current time as a Date. Production uses the real clock; tests pass
 * their own (`buildApp(config, { now })`) to move time forward without sleeping.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date;
  }
}

export const clockPlugin = fp(
  async (app: FastifyInstance, options: { now?: () => Date }) => {
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
