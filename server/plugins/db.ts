/** Decorates `app.db` with the Drizzle database of the handle passed in (the caller owns closing it). */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbHandle', options.handle);
  },
  { name: 'db' },
);
