/** The AttemptDeps of an API process: its database and the app's clock (tests move it). */
import type { FastifyInstance } from 'fastify';
import type { AttemptDeps } from './attempts.service.ts';

export function apiAttemptDeps(app: FastifyInstance): AttemptDeps {
  return { db: app.db, now: () => app.now() };
}
