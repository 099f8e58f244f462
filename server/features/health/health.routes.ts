/**
 * Liveness and readiness, for load balancers, orchestrators and docker-compose healthchecks.
 *
 * - `GET /health`: 200 `{ "status": "ok" }` while the process serves HTTP (no dependency is asked).
 * - `GET /ready`: 200 `{ "status": "ready", "checks": { database, redis, queue } }` when PostgreSQL
 *   answers `select 1`, the session Redis answers PING and the BullMQ queue answers a job count
 *   (its own connection); otherwise 503 with `"status": "unavailable"` and each check `"ok"` or `"down"`. Every
 *   check is bounded by `readyCheckTimeoutMs`, so a hung dependency cannot hang the probe. While the
 *   process shuts down (plugins/lifecycle.ts) it answers 503 `{ "status": "stopping" }` at once.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aliveSchema, readyAnswerSchema, type ReadyAnswer, type ReadyChecks } from '@common/api/health.ts';
import { publicAccess } from '../../http/contract.ts';

/** Longest wait for one readiness check, milliseconds. */
export const readyCheckTimeoutMs = 1000;

/** Resolves "ok" when `check` settles in time without throwing, else "down". */
async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), readyCheckTimeoutMs);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['health'];

  app.get(
    '/health',
    { schema: { operationId: 'getHealth', summary: 'Liveness: the process serves HTTP (no dependency is asked)', tags, security: publicAccess, response: { 200: aliveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: PostgreSQL, Redis and the queues answer in time',
        tags,
        security: publicAccess,
        response: { 200: readyAnswerSchema, 503: readyAnswerSchema.describe('Not ready: a dependency is down, or the process is stopping') },
      },
    },
    async (_request, reply): Promise<ReadyAnswer> => {
      if (app.lifecycle.draining) {
        reply.status(503);
        return { status: 'stopping' };
      }
      const [database, redis, queue] = await Promise.all([
        probe(() => app.db.execute(sql`select 1`)),
        probe(() => app.redis.ping()),
        probe(() => Promise.all(app.queues.all().map((queue) => queue.getJobCounts('waiting')))),
      ]);
      const checks: ReadyChecks = { database, redis, queue };
      const ready = Object.values(checks).every((state) => state === 'ok');
      reply.status(ready ? 200 : 503);
      return { status: ready ? 'ready' : 'unavailable', checks };
    },
  );
}
