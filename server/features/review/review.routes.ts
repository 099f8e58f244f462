/** Review routes: GET /api/review/due, GET /api/review/summary (docs/contract.md section 7.4). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@common/api/http.ts';
import { dueCardSchema, reviewSummarySchema } from '@common/api/review.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './review.service.ts';

export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['review'];

  app.get(
    '/api/review/due',
    {
      schema: {
        operationId: 'listDueReviews',
        summary: 'My review cards due now, oldest due first',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(dueCardSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { cards, total } = await service.listDue(app.db, currentUser(request).id, app.now(), request.query);
      reply.header('X-Total-Count', total);
      return cards;
    },
  );

  app.get(
    '/api/review/summary',
    { schema: { operationId: 'getReviewSummary', summary: 'My review deck: due now, total, next due, forecast and retention', tags, security: session, response: { 200: reviewSummarySchema, ...errorResponses(401) } } },
    async (request) => service.summary(app.db, currentUser(request).id, app.now()),
  );
}
