/** Question bank routes (spec section 7 "Questions and responses"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idQuerySchema } from '@common/api/http.ts';
import { namedSchema, questionFiltersSchema, type QuestionListItem, questionSchema, questionListItemSchema, questionSetSchema, topicSchema, topicsQuerySchema } from '@common/api/questions.ts';
import { errorResponses, pageDescription, session } from '../../http/contract.ts';
import { etagOnSend } from '../../http/etag.ts';
import { currentUser } from '../../plugins/auth.ts';
import { isAdmin } from '../../policies/access.ts';
import { nextExclusiveClose } from '../../policies/questionVisibility.ts';
import { createQuestionReads } from './questions.cache.ts';
import * as repo from './questions.repo.ts';
import * as sets from './questionSets.service.ts';

/** The taxonomy lists' rule (docs/contract.md section 7.8), in their summaries. */
const publicNames = 'used by an approved question (admins: all, including those of pending and rejected submissions)';

/** `cacheBytes`: each hot-read cache's bound (questions.cache.ts; 0 turns them off). */
export async function questionsRoutes(fastify: FastifyInstance, options: { cacheBytes: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];
  const reads = createQuestionReads({ maxBytes: options.cacheBytes });
  /** A 304 answers a matching If-None-Match (server/http/etag.ts). */
  const notModified = { 304: z.null().describe('Not modified: the If-None-Match header names this answer\'s ETag') };

  app.get(
    '/api/categories',
    { schema: { operationId: 'listCategories', summary: `Categories ${publicNames}`, tags, security: session, response: { 200: z.array(namedSchema), ...errorResponses(401) } } },
    async (request) => reads.categories(app.db, isAdmin(currentUser(request))),
  );
  app.get(
    '/api/sources',
    { schema: { operationId: 'listSources', summary: `Sources ${publicNames}`, tags, security: session, response: { 200: z.array(namedSchema), ...errorResponses(401) } } },
    async (request) => reads.sources(app.db, isAdmin(currentUser(request))),
  );

  app.get(
    '/api/getTopicsByCategory',
    {
      schema: {
        operationId: 'listTopicsByCategory',
        summary: `Topics of the given categories (\`categoryId\`: one id or a comma-joined list) ${publicNames}`,
        tags,
        security: session,
        querystring: topicsQuerySchema,
        response: { 200: z.array(topicSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => reads.topics(app.db, request.query.categoryId, isAdmin(currentUser(request))),
  );

  app.get(
    '/api/getQuestionsByFilters',
    {
      schema: {
        operationId: 'listQuestionsByFilters',
        summary: 'Questions by category, topic and source (comma-joined id lists), my status (unattempted, wrong, correct) and difficulty (easy, medium, hard, new); idsOnly=true: every matching id',
        tags,
        security: session,
        querystring: questionFiltersSchema,
        response: {
          200: z.union([z.array(questionListItemSchema), z.array(z.number().int()).describe('idsOnly=true: every matching id')]).describe(pageDescription),
          ...notModified,
          ...errorResponses(400, 401),
        },
      },
      onSend: etagOnSend,
    },
    async (request, reply) => {
      const query = request.query;
      const filter = { categoryIds: query.category, topicIds: query.topic, sourceIds: query.source, status: query.status, difficulty: query.difficulty };
      const me = currentUser(request);
      const viewer = me.id;
      const admin = isAdmin(me);
      if (query.idsOnly) {
        const ids = await repo.findQuestionIds(app.db, filter, viewer, !admin && (await nextExclusiveClose(app.db)) !== null);
        reply.header('X-Total-Count', ids.length);
        return ids;
      }
      const { json, total, etag } = await reads.page(app.db, filter, viewer, query, admin);
      reply.header('X-Total-Count', total);
      reply.header('etag', etag); // made from the page's parts: etagOnSend need not hash the answer
      reply.type('application/json; charset=utf-8');
      return reply.send(json as unknown as QuestionListItem[]);
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
        response: { 200: questionSchema, ...notModified, ...errorResponses(400, 401, 404) },
      },
      onSend: etagOnSend,
    },
    async (request) => reads.question(app.db, request.query.id, currentUser(request)),
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
