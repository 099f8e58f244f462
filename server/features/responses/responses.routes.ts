/** Response routes: GET|POST /api/addResponse, /api/getResponses, /api/getResponseStats. */
import type { FastifyInstance } from 'fastify';
import { pageQuerySchema } from '@common/api/http.ts';
import { addResponseSchema } from '@common/api/responses.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './responses.service.ts';

export async function responsesRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  // The spec adds a response with a GET; POST answers the same query (CONTRACT.md section 4).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/addResponse',
    config: { mutation: true },
    handler: async (request, reply) => {
      const input = parseInput(addResponseSchema, request.query);
      const result = await service.addResponse(app.db, currentUser(request), input);
      reply.status(201);
      return result;
    },
  });

  app.get('/api/getResponses', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { responses, total } = await service.listResponses(app.db, currentUser(request).id, page);
    reply.header('X-Total-Count', total);
    return responses;
  });

  app.get('/api/getResponseStats', async (request) => service.responseStats(app.db, currentUser(request).id));
}
