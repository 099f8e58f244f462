/** GET /public/stats (docs/contract.md section 7.4): the home page's real community numbers, for anyone. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicStatsSchema } from '@common/api/stats.ts';
import { errorResponses, publicAccess } from '../../http/contract.ts';
import { statsSource } from './stats.service.ts';

export async function statsRoutes(fastify: FastifyInstance, options: { redisPrefix: string; cacheMs: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicStats = statsSource(fastify, options);

  app.get(
    '/public/stats',
    {
      schema: {
        operationId: 'getPublicStats',
        summary: 'Approved questions, contributors, discussions and users online (at most 10 seconds old)',
        tags: ['stats'],
        security: publicAccess,
        response: { 200: publicStatsSchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return publicStats();
    },
  );
}
