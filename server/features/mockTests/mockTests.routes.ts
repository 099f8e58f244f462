/**
 * Mock test routes (docs/contract.md section 7.3): POST /api/tests (admin), POST /api/tests/generate,
 * GET /api/tests, GET /api/tests/{id}, POST /api/tests/{id}/attempts, GET /api/attempts/{id},
 * PUT /api/attempts/{id}/answers/{questionId}, POST /api/attempts/{id}/sections/submit,
 * POST /api/attempts/{id}/finish (section 8.1), GET /api/attempts/{id}/result, GET /api/attempts/{id}/review; scheduled mocks (section 8.2):
 * GET /api/attempts/{id}/analysis, GET /api/tests/{id}/leaderboard.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idQuerySchema, idSchema, pageQuerySchema } from '@common/api/http.ts';
import {
  attemptAnalysisSchema,
  attemptResultSchema,
  attemptReviewSchema,
  attemptSchema,
  createTestSchema,
  generateTestSchema,
  leaderboardEntrySchema,
  saveAnswerSchema,
  savedSchema,
  testInProgressErrorSchema,
  testSchema,
} from '@common/api/mockTests.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as attemptsService from './attempts.service.ts';
import { getLeaderboard } from './leaderboard.ts';
import { apiAttemptDeps } from './mockTests.deps.ts';
import * as testsService from './tests.service.ts';

const submitSectionSchema = z
  .object({
    sectionIndex: z
      .number({ error: 'sectionIndex must be a whole number' })
      .int('sectionIndex must be a whole number')
      .min(0, 'sectionIndex must be a whole number')
      .optional()
      .describe('The section meant to end; when it has ended already, nothing changes (repeated submits make one transition)'),
  })
  .meta({ id: 'SubmitSection' });

export async function mockTestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tests'];
  const deps = apiAttemptDeps(fastify);

  app.post(
    '/api/tests',
    {
      schema: {
        operationId: 'createTest',
        summary: 'Create a test from approved questions, visible to everyone (admin); with a window a scheduled mock (ranked attempts, ranks at resultsAt), exclusive: its questions out of the bank until it closes',
        tags,
        security: session,
        body: createTestSchema,
        response: { 201: testSchema, ...errorResponses(400, 401, 403, 413) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const test = await testsService.createTest(app.db, currentUser(request), request.body, app.now());
      reply.status(201);
      return test;
    },
  );

  app.post(
    '/api/tests/generate',
    {
      schema: {
        operationId: 'generateTest',
        summary: 'Generate a personal test from the bank: unseen questions first, sets drawn whole',
        tags,
        security: session,
        body: generateTestSchema,
        response: { 201: testSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      config: { rateLimited: { name: 'testGenerations', per: 'user', message: messages.generic.generationQuota } },
    },
    async (request, reply) => {
      const test = await testsService.generateTest(app.db, currentUser(request), request.body);
      reply.status(201);
      return test;
    },
  );

  app.get(
    '/api/tests',
    {
      schema: {
        operationId: 'listTests',
        summary: 'The admin tests and my generated ones, newest first, each with my latest attempt',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(testSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { tests, total } = await testsService.listTests(app.db, currentUser(request).id, request.query);
      reply.header('X-Total-Count', total);
      return tests;
    },
  );

  app.get(
    '/api/tests/:id',
    {
      schema: {
        operationId: 'getTest',
        summary: 'One test I may take, with my latest attempt',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: testSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => testsService.getTest(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    '/api/tests/:id/attempts',
    {
      schema: {
        operationId: 'startAttempt',
        summary: 'Start the test (201), or resume my attempt of it still in progress (200); inside a window my first attempt is ranked; 409 before the window opens, and (with `attemptId`) while another test is in progress',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: attemptSchema, 201: attemptSchema, ...errorResponses(400, 401, 403, 404), 409: testInProgressErrorSchema },
      },
    },
    async (request, reply) => {
      const { attempt, created } = await attemptsService.startAttempt(deps, currentUser(request), request.params.id);
      reply.status(created ? 201 : 200);
      return attempt;
    },
  );

  app.get(
    '/api/attempts/:id',
    {
      schema: {
        operationId: 'getAttempt',
        summary: "My attempt with the server's clock, the active section's questions (no answers) and my saved answers",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: attemptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return attemptsService.getAttempt(deps, currentUser(request), request.params.id);
    },
  );

  app.put(
    '/api/attempts/:id/answers/:questionId',
    {
      schema: {
        operationId: 'saveAttemptAnswer',
        summary: 'Save my answer to a question of the active section (time is added)',
        tags,
        security: session,
        params: z.object({ id: idSchema, questionId: idSchema }),
        body: saveAnswerSchema,
        response: { 200: savedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await attemptsService.saveAnswer(deps, currentUser(request), request.params.id, request.params.questionId, request.body);
      return { saved: true as const };
    },
  );

  app.post(
    '/api/attempts/:id/sections/submit',
    {
      schema: {
        operationId: 'submitAttemptSection',
        summary: 'End the active section: the next starts with its own clock; after the last the attempt is completed',
        tags,
        security: session,
        params: idQuerySchema,
        body: submitSectionSchema.optional(),
        response: { 200: attemptSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => attemptsService.submitSection(deps, currentUser(request), request.params.id, request.body?.sectionIndex),
  );

  app.post(
    '/api/attempts/:id/finish',
    {
      schema: {
        operationId: 'finishAttempt',
        summary: 'End every remaining section of my attempt now and complete it (a completed attempt is answered as it is)',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: attemptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => attemptsService.finishAttempt(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/attempts/:id/result',
    {
      schema: {
        operationId: 'getAttemptResult',
        summary: 'The result of my completed attempt: score, sections, every question, percentile',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: attemptResultSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => attemptsService.getResult(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/attempts/:id/review',
    {
      schema: {
        operationId: 'getAttemptReview',
        summary: 'Every question of my completed attempt in order, with my answer, the correct answer and the written solution',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: attemptReviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => attemptsService.getReview(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/attempts/:id/analysis',
    {
      schema: {
        operationId: 'getAttemptAnalysis',
        summary: 'My completed attempt beside the candidates: share right and median time per question, easy questions skipped, time sinks, section percentiles',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: attemptAnalysisSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => attemptsService.getAnalysis(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/tests/:id/leaderboard',
    {
      schema: {
        operationId: 'getTestLeaderboard',
        summary: 'The ranked attempts of users who show on leaderboards, best first (ranks count everyone); 409 before resultsAt',
        tags,
        security: session,
        params: idQuerySchema,
        querystring: pageQuerySchema,
        response: { 200: pageOf(leaderboardEntrySchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { entries, total } = await getLeaderboard(deps, currentUser(request).id, request.params.id, request.query);
      reply.header('X-Total-Count', total);
      return entries;
    },
  );
}
