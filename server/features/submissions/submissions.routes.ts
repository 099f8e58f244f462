/**
 * Submitted questions and their review (docs/contract.md sections 5, 7.2, 7.6): POST
 * /api/submitQuestion, GET /api/getSubmittedQuestions, and for admins GET /api/getPendingQuestions,
 * GET|POST /api/approveQuestion?id=, /api/rejectQuestion?id=&reason= (the spec's GET mutations),
 * PUT /api/questions/{id} (edit any question) and DELETE /api/questions/{id} (soft delete); for the
 * submitter PUT /api/submittedQuestions/{id} (edit and resubmit a rejected question).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@common/limits.ts';
import { pageQuerySchema } from '@common/api/http.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { questionSchema } from '@common/api/questions.ts';
import {
  pendingQuestionSchema,
  questionEditSchema,
  rejectQuestionQuerySchema,
  reviewResultSchema,
  submitQuestionSchema,
  submittedQuestionSchema,
} from '@common/api/submissions.ts';
import { registerAdminDecisions } from '../../http/adminDecisions.ts';
import { errorResponses, noContent, pageOf, session, textBodyLimit } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as edits from './questionEdits.service.ts';
import * as service from './submissions.service.ts';

/** The most characters a submit or edit body carries: text, four options, three names and a solution. */
const questionBodyLimit = textBodyLimit(limits.questionTextMax + 4 * limits.optionMax + 3 * limits.taxonomyNameMax + limits.explanationMax);

export async function submissionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['submissions'];

  app.post(
    '/api/submitQuestion',
    {
      schema: {
        operationId: 'submitQuestion',
        summary: "Submit a question for review (an admin's is approved at once)",
        description:
          'A text that duplicates a question the caller can see (approved, their own; admins: any) is 409 "This question already exists"; ' +
          "a duplicate of someone else's pending or rejected question is accepted as pending and flagged in getPendingQuestions' `duplicates`.",
        tags,
        security: session,
        body: submitQuestionSchema,
        response: { 201: submittedQuestionSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
      bodyLimit: questionBodyLimit,
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
        description:
          'Each item adds `similar`: up to 3 approved questions whose text is most alike by trigram similarity (at least 0.5), most alike first.',
        response: { 200: pageOf(pendingQuestionSchema), ...errorResponses(400, 401, 403) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const { questions, total } = await service.listPendingQuestions(app.db, currentUser(request), request.query);
      reply.header('X-Total-Count', total);
      return questions;
    },
  );

  app.put(
    '/api/questions/:id',
    {
      schema: {
        operationId: 'editQuestion',
        summary: 'Edit any question (admin): a missing field keeps its value',
        description:
          "The body is any subset of submitQuestion's fields. The resulting question must pass submitQuestion's rules " +
          '(400 with the same texts, e.g. "Options must be empty for TITA questions" when switching to TITA with options left); ' +
          'a new text that duplicates another question of the same set (or another stand-alone one) is 409 "This question already exists". ' +
          'Status, submitter and dates stay as they are. Answers the question as getQuestionsbyId answers it for an admin.',
        tags,
        security: session,
        params: idQuerySchema,
        body: questionEditSchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      config: { admin: true },
      bodyLimit: questionBodyLimit,
    },
    async (request) => edits.editQuestion(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/questions/:id',
    {
      schema: {
        operationId: 'deleteQuestion',
        summary: 'Delete a question (admin)',
        description:
          'A soft delete: the question disappears from lists, search, getQuestionsbyId (404) and new tests, and a second delete is 404. ' +
          "Its responses stay in their owners' statistics, and mock tests that hold it still run, score and review it.",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 204: noContent('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      await service.deleteQuestion(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/submittedQuestions/:id',
    {
      schema: {
        operationId: 'resubmitQuestion',
        summary: 'Edit and resubmit my rejected question',
        description:
          "The body is submitQuestion's, with its rules and texts. Only the submitter (403 otherwise) and only while the question is rejected " +
          '(409 otherwise); the question is pending again and its rejection reason is cleared.',
        tags,
        security: session,
        params: idQuerySchema,
        body: submitQuestionSchema,
        response: { 200: submittedQuestionSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      bodyLimit: questionBodyLimit,
    },
    async (request) => service.resubmitQuestion(app.db, currentUser(request), request.params.id, request.body),
  );

  registerAdminDecisions(app, {
    subject: 'Question',
    describes: 'a submitted question',
    tags,
    result: reviewResultSchema,
    rejectQuery: rejectQuestionQuerySchema,
    decide: (id, decision, adminId, reason) => service.reviewQuestion(app.db, id, decision, reason, adminId),
  });
}
