/**
 * Submitted questions and their review (CONTRACT.md section 5): POST /api/submitQuestion,
 * GET /api/getSubmittedQuestions, and for admins GET /api/getPendingQuestions and
 * GET|POST /api/approveQuestion?id=, /api/rejectQuestion?id= (the spec's GET mutations).
 */
import type { FastifyInstance } from 'fastify';
import { idQuerySchema, pageQuerySchema } from '@common/api/http.ts';
import { submitQuestionSchema } from '@common/api/submissions.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './submissions.service.ts';

export async function submissionsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.post('/api/submitQuestion', async (request, reply) => {
    const input = parseInput(submitQuestionSchema, request.body);
    const question = await service.submitQuestion(app.db, currentUser(request), input);
    reply.status(201);
    return question;
  });

  app.get('/api/getSubmittedQuestions', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { questions, total } = await service.listSubmittedQuestions(app.db, currentUser(request).id, page);
    reply.header('X-Total-Count', total);
    return questions;
  });

  app.get('/api/getPendingQuestions', { config: { admin: true } }, async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { questions, total } = await service.listPendingQuestions(app.db, currentUser(request), page);
    reply.header('X-Total-Count', total);
    return questions;
  });

  // The spec reviews with GETs; POST answers the same query (CONTRACT.md section 4).
  for (const [url, decision] of [
    ['/api/approveQuestion', 'approved'],
    ['/api/rejectQuestion', 'rejected'],
  ] as const) {
    app.route({
      method: ['GET', 'POST'],
      url,
      config: { mutation: true, admin: true },
      handler: async (request) => {
        const { id } = parseInput(idQuerySchema, request.query);
        return service.reviewQuestion(app.db, id, decision);
      },
    });
  }
}
