/** Question bank routes (spec section 7 "Questions and responses"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idQuerySchema } from '@common/api/http.ts';
import { namedSchema, questionFiltersSchema, questionSchema, questionListItemSchema, questionSetSchema, topicSchema, topicsQuerySchema } from '@common/api/questions.ts';
import { errorResponses, pageDescription, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './questions.repo.ts';
import * as sets from './questionSets.service.ts';
import * as service from './questions.service.ts';

export async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];

  app.get(
    '/api/categories',
    { schema: { operationId: 'listCategories', summary: 'All categories', tags, security: session, response: { 200: z.array(namedSchema), ...errorResponses(401) } } },
    async () => repo.listCategories(app.db),
  );
  app.get(
    '/api/sources',
    { schema: { operationId: 'listSources', summary: 'All sources', tags, security: session, response: { 200: z.array(namedSchema), ...errorResponses(401) } } },
    async () => repo.listSources(app.db),
  );

  app.get(
    '/api/getTopicsByCategory',
    {
      schema: {
        operationId: 'listTopicsByCategory',
        summary: 'Topics of the given categories (`categoryId`: one id or a comma-joined list)',
        tags,
        security: session,
        querystring: topicsQuerySchema,
        response: { 200: z.array(topicSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => repo.listTopicsByCategories(app.db, request.query.categoryId),
  );

  app.get(
    '/api/getQuestionsByFilters',
    {
      schema: {
        operationId: 'listQuestionsByFilters',
        summary: 'Questions by category, topic and source (comma-joined id lists); idsOnly=true: every matching id',
        tags,
        security: session,
        querystring: questionFiltersSchema,
        response: { 200: z.union([z.array(questionListItemSchema), z.array(z.number().int()).describe('idsOnly=true: every matching id')]).describe(pageDescription), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filter = { categoryIds: query.category, topicIds: query.topic, sourceIds: query.source };
      if (query.idsOnly) {
        const ids = await repo.findQuestionIds(app.db, filter);
        reply.header('X-Total-Count', ids.length);
        return ids;
      }
      const { items, total } = await repo.findQuestions(app.db, filter, query);
      reply.header('X-Total-Count', total);
      return items;
    },
  );

  app.get(
    '/api/getQuestionsbyId',
    {
      schema: {
        operationId: 'getQuestionById',
        summary: 'One question (correctAnswer only once answered, to its submitter and to admins)',
        tags,
        security: session,
        querystring: idQuerySchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.getQuestionForViewer(app.db, request.query.id, currentUser(request)),
  );

  app.get(
    '/api/question-sets/:id',
    {
      schema: {
        operationId: 'getQuestionSet',
        summary: 'A question set (passage or data set) with its questions, each as getQuestionsbyId answers it',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: questionSetSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => sets.getQuestionSetForViewer(app.db, request.params.id, currentUser(request)),
  );
}
