/**
 * Error log routes: GET /api/getErrorLog, POST /api/tagMistake?responseId=&reason=,
 * GET /api/getQuestionStats?id=.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuerySchema } from '@common/api/http.ts';
import { errorLogSchema, questionStatsSchema, taggedMistakeSchema, tagMistakeSchema } from '@common/api/errorLog.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './errorLog.service.ts';

export async function errorLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['responses'];

  app.get(
    '/api/getErrorLog',
    { schema: { operationId: 'getMyErrorLog', summary: 'My wrong answers with their tagged reasons', tags, security: session, response: { 200: errorLogSchema, ...errorResponses(401) } } },
    async (request) => service.getErrorLog(app.db, currentUser(request).id),
  );

  app.post(
    '/api/tagMistake',
    {
      schema: {
        operationId: 'tagMistake',
        summary: 'Tag why an answer was wrong (reason omitted or empty clears it)',
        tags,
        security: session,
        querystring: tagMistakeSchema,
        response: { 200: taggedMistakeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.tagMistake(app.db, currentUser(request).id, request.query.responseId, request.query.reason),
  );

  app.get(
    '/api/getQuestionStats',
    {
      schema: {
        operationId: 'getQuestionStats',
        summary: "How everyone did on a question (first attempts; once I answered it)",
        tags,
        security: session,
        querystring: idQuerySchema,
        response: { 200: questionStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.getQuestionStats(app.db, currentUser(request), request.query.id),
  );
}
