/**
 * Submitted questions and their review (docs/contract.md section 5): POST /api/submitQuestion,
 * GET /api/getSubmittedQuestions, and for admins GET /api/getPendingQuestions and
 * GET|POST /api/approveQuestion?id=, /api/rejectQuestion?id= (the spec's GET mutations).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@common/limits.ts';
import { pageQuerySchema } from '@common/api/http.ts';
import { questionSchema } from '@common/api/questions.ts';
import { reviewResultSchema, submitQuestionSchema, submittedQuestionSchema } from '@common/api/submissions.ts';
import { registerAdminDecisions } from '../../http/adminDecisions.ts';
import { errorResponses, pageOf, session, textBodyLimit } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './submissions.service.ts';

export async function submissionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['submissions'];

  app.post(
    '/api/submitQuestion',
    {
      schema: {
        operationId: 'submitQuestion',
        summary: "Submit a question for review (an admin's is approved at once)",
        tags,
        security: session,
        body: submitQuestionSchema,
        response: { 201: submittedQuestionSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
      bodyLimit: textBodyLimit(limits.questionTextMax + 4 * limits.optionMax + 3 * limits.taxonomyNameMax),
    },
    async (request, reply) => {
      const question = await service.submitQuestion(app.db, currentUser(request), request.body);
      reply.status(201);
      return question;
    },
  );

  app.get(
    '/api/getSubmittedQuestions',
    {
      schema: {
        operationId: 'listMySubmittedQuestions',
        summary: 'My submitted questions with their status, newest first',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(submittedQuestionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { questions, total } = await service.listSubmittedQuestions(app.db, currentUser(request).id, request.query);
      reply.header('X-Total-Count', total);
      return questions;
    },
  );

  app.get(
    '/api/getPendingQuestions',
    {
      schema: {
        operationId: 'listPendingQuestions',
        summary: 'Questions waiting for review (admin)',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(questionSchema), ...errorResponses(400, 401, 403) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const { questions, total } = await service.listPendingQuestions(app.db, currentUser(request), request.query);
      reply.header('X-Total-Count', total);
      return questions;
    },
  );

  registerAdminDecisions(app, {
    subject: 'Question',
    describes: 'a submitted question',
    tags,
    result: reviewResultSchema,
    decide: (id, decision) => service.reviewQuestion(app.db, id, decision),
  });
}
