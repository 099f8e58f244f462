/**
 * Mentor requests, for admins only (spec section 7 "Admin"; docs/contract.md section 5):
 * GET /api/getPendingMentors (paged, `X-Total-Count`) and GET|POST /api/approveMentor?id=,
 * /api/rejectMentor?id= (the spec's GET mutations; `id` is the request's id).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuerySchema, pageQuerySchema } from '@common/api/http.ts';
import { mentorDecisionResultSchema, pendingMentorSchema } from '@common/api/mentors.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './mentors.service.ts';

export async function mentorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['mentors'];

  app.get(
    '/api/getPendingMentors',
    {
      schema: {
        operationId: 'listPendingMentors',
        summary: 'Mentor requests waiting for a decision, oldest first (admin)',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(pendingMentorSchema), ...errorResponses(400, 401, 403) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const { requests, total } = await service.listPendingMentors(app.db, request.query);
      reply.header('X-Total-Count', total).header('Cache-Control', 'no-store');
      return requests;
    },
  );

  // The spec decides with GETs; POST answers the same query (docs/contract.md section 4).
  for (const [url, decision] of [
    ['/api/approveMentor', 'approved'],
    ['/api/rejectMentor', 'rejected'],
  ] as const) {
    const verb = decision === 'approved' ? 'approve' : 'reject';
    app.route({
      method: ['GET', 'POST'],
      url,
      schema: {
        operationId: `${verb}Mentor`,
        summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a mentor request by its id (admin; the spec's GET mutation, POST takes the same query)`,
        tags,
        security: session,
        querystring: idQuerySchema,
        response: { 200: mentorDecisionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { mutation: true, admin: true },
      handler: async (request) => service.decideMentorRequest(app.db, request.query.id, decision, currentUser(request).id),
    });
  }
}
