/**
 * Error log routes: GET /api/getErrorLog, POST /api/tagMistake?responseId=&reason=,
 * GET /api/getQuestionStats?id=.
 */
import type { FastifyInstance } from 'fastify';
import { idQuerySchema } from '@common/api/http.ts';
import { tagMistakeSchema } from '@common/api/errorLog.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './errorLog.service.ts';

export async function errorLogRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/getErrorLog', async (request) => service.getErrorLog(app.db, currentUser(request).id));

  app.post('/api/tagMistake', async (request) => {
    const { responseId, reason } = parseInput(tagMistakeSchema, request.query);
    return service.tagMistake(app.db, currentUser(request).id, responseId, reason);
  });

  app.get('/api/getQuestionStats', async (request) => {
    const { id } = parseInput(idQuerySchema, request.query);
    return service.getQuestionStats(app.db, currentUser(request), id);
  });
}
