/** Question bank routes (spec section 7 "Questions and responses"). */
import type { FastifyInstance } from 'fastify';
import { idQuerySchema } from '@common/api/http.ts';
import { idListSchema, questionFiltersSchema, topicsQuerySchema } from '@common/api/questions.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './questions.repo.ts';
import * as service from './questions.service.ts';

export async function questionsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/categories', async () => repo.listCategories(app.db));
  app.get('/api/sources', async () => repo.listSources(app.db));

  app.get('/api/getTopicsByCategory', async (request) => {
    const { categoryId } = parseInput(topicsQuerySchema, request.query);
    return repo.listTopicsByCategories(app.db, parseInput(idListSchema, categoryId));
  });

  app.get('/api/getQuestionsByFilters', async (request, reply) => {
    const query = parseInput(questionFiltersSchema, request.query);
    const filter = { categoryIds: query.category, topicIds: query.topic, sourceIds: query.source };
    if (query.idsOnly) {
      const ids = await repo.findQuestionIds(app.db, filter);
      reply.header('X-Total-Count', ids.length);
      return ids;
    }
    const { items, total } = await repo.findQuestions(app.db, filter, query);
    reply.header('X-Total-Count', total);
    return items;
  });

  app.get('/api/getQuestionsbyId', async (request) => {
    const { id } = parseInput(idQuerySchema, request.query);
    return service.getQuestionForViewer(app.db, id, currentUser(request));
  });
}
