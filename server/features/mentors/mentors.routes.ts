/**
 * Mentor requests, for admins only (spec section 7 "Admin"; CONTRACT.md section 5):
 * GET /api/getPendingMentors (paged, `X-Total-Count`) and GET|POST /api/approveMentor?id=,
 * /api/rejectMentor?id= (the spec's GET mutations; `id` is the request's id).
 */
import type { FastifyInstance } from 'fastify';
import { idQuerySchema, pageQuerySchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { adminOnly, currentUser } from '../../plugins/auth.ts';
import * as service from './mentors.service.ts';

export async function mentorsRoutes(app: FastifyInstance) {
  app.addHook('onRoute', adminOnly);

  app.get('/api/getPendingMentors', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { requests, total } = await service.listPendingMentors(app.db, page);
    reply.header('X-Total-Count', total).header('Cache-Control', 'no-store');
    return requests;
  });

  // The spec decides with GETs; POST answers the same query (CONTRACT.md section 4).
  for (const [url, decision] of [
    ['/api/approveMentor', 'approved'],
    ['/api/rejectMentor', 'rejected'],
  ] as const) {
    app.route({
      method: ['GET', 'POST'],
      url,
      config: { mutation: true },
      handler: async (request) => {
        const { id } = parseInput(idQuerySchema, request.query);
        return service.decideMentorRequest(app.db, id, decision, currentUser(request).id);
      },
    });
  }
}
