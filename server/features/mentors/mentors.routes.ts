/**
 * Mentor requests, for admins only (spec section 7 "Admin"; docs/contract.md section 5):
 * GET /api/getPendingMentors (paged, `X-Total-Count`) and GET|POST /api/approveMentor?id=,
 * /api/rejectMentor?id= (the spec's GET mutations; `id` is the request's id).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@common/api/http.ts';
import { mentorDecisionResultSchema, pendingMentorSchema } from '@common/api/mentors.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { registerAdminDecisions } from '../../http/adminDecisions.ts';
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

  registerAdminDecisions(app, {
    subject: 'Mentor',
    describes: 'a mentor request by its id',
    tags,
    result: mentorDecisionResultSchema,
    decide: (id, decision, adminId) => service.decideMentorRequest(app.db, id, decision, adminId),
  });
}
