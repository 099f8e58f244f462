/** Adaptive practice routes (docs/contract.md section 8.3): GET /api/practice/next, /api/me/mastery, /api/me/progress. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { masteryEntrySchema, practiceNextQuerySchema, practiceNextSchema, progressQuerySchema, progressWeekSchema } from '@common/api/practice.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { masteryOfUser } from './mastery.ts';
import { nextQuestion } from './practice.service.ts';
import { progressOfUser } from './progress.ts';

export async function practiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['practice'];

  app.get(
    '/api/practice/next',
    {
      schema: {
        operationId: 'getNextPracticeQuestion',
        summary: 'The next practice question for the filter: a due review card, else the adaptive pick (predicted success closest to 0.7), else a new one',
        tags,
        security: session,
        querystring: practiceNextQuerySchema,
        response: { 200: practiceNextSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      return nextQuestion(app.db, currentUser(request), { categoryIds: query.category, topicIds: query.topic, sourceIds: query.source }, app.now());
    },
  );

  app.get(
    '/api/me/mastery',
    {
      schema: {
        operationId: 'getMyMastery',
        summary: 'My topics with attempts, accuracy, the model\'s ability and a level, weakest first',
        tags,
        security: session,
        response: { 200: z.array(masteryEntrySchema), ...errorResponses(401) },
      },
    },
    async (request) => masteryOfUser(app.db, currentUser(request).id),
  );

  app.get(
    '/api/me/progress',
    {
      schema: {
        operationId: 'getMyProgress',
        summary: 'My attempts, accuracy and median time per week (weeks from Monday 00:00 Asia/Kolkata), oldest first',
        tags,
        security: session,
        querystring: progressQuerySchema,
        response: { 200: z.array(progressWeekSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => progressOfUser(app.db, currentUser(request).id, request.query.weeks, app.now()),
  );
}
