/** Practice packs (docs/contract.md section 8.5): GET /api/practice/pack. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { practicePackQuerySchema, practicePackSchema } from '@common/api/packs.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './packs.service.ts';

export async function packsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/practice/pack',
    {
      schema: {
        operationId: 'getPracticePack',
        summary: 'Questions with their keys and solutions, to practise offline',
        description:
          'Up to `count` approved questions the caller has not answered, in bank order, a set only whole; never a question sealed for the caller or held by an exclusive test. The caller\'s later answers to them count as offline ones.',
        tags: ['practice'],
        security: session,
        querystring: practicePackQuerySchema,
        response: { 200: practicePackSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.practicePack(app.db, currentUser(request), request.query, app.now()),
  );
}
