/** Response routes: GET|POST /api/addResponse, /api/getResponses, /api/getResponseStats. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@common/api/http.ts';
import { addResponseResultSchema, addResponseSchema, responseSchema, responseStatsSchema } from '@common/api/responses.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './responses.service.ts';

export async function responsesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['responses'];

  // The spec adds a response with a GET; POST answers the same query (docs/contract.md section 4).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/addResponse',
    schema: {
      operationId: 'addResponse',
      summary: "Answer a question (the spec's GET mutation; POST takes the same query)",
      tags,
      security: session,
      querystring: addResponseSchema,
      response: { 201: addResponseResultSchema, ...errorResponses(400, 401, 403, 404) },
    },
    config: { mutation: true },
    handler: async (request, reply) => {
      const result = await service.addResponse(app.db, currentUser(request), request.query, app.now());
      reply.status(201);
      return result;
    },
  });

  app.get(
    '/api/getResponses',
    {
      schema: {
        operationId: 'listMyResponses',
        summary: 'My attempts, newest first',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(responseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { responses, total } = await service.listResponses(app.db, currentUser(request).id, request.query);
      reply.header('X-Total-Count', total);
      return responses;
    },
  );

  app.get(
    '/api/getResponseStats',
    { schema: { operationId: 'getMyResponseStats', summary: 'My accuracy overall, by category and by topic', tags, security: session, response: { 200: responseStatsSchema, ...errorResponses(401) } } },
    async (request) => service.responseStats(app.db, currentUser(request).id),
  );
}
