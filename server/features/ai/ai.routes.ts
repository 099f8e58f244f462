/**
 * AI explanation routes (CONTRACT.md section 5):
 * - GET /api/AiResponseQuestionsbyId?id= -> text/plain explanation (see ai.service.ts for who may ask);
 * - POST /api/AiResponseQuestionsbyId/regenerate?id= -> text/plain, admins only: asks the model anew;
 * - GET /api/ai/status -> { configured } so the web app can say up front that AI is unavailable.
 * Owns the QueueEvents listener the requests wait on (only when AI is configured).
 */
import type { FastifyInstance } from 'fastify';
import { QueueEvents } from 'bullmq';
import { aiPaths, type AiStatus } from '@common/api/ai.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { queueNames } from '@common/jobs.ts';
import type { OpenAiConfig } from '../../config.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { connectRedis, logConnectionErrors } from '../../plugins/redis.ts';
import { ExplanationJobs } from './ai.jobs.ts';
import { getExplanation, isAiConfigured, regenerateExplanation, type AiExplanationDeps } from './ai.service.ts';

export async function aiRoutes(app: FastifyInstance, options: { redisUrl: string; openai: OpenAiConfig }) {
  const configured = isAiConfigured(options.openai);
  const deps: AiExplanationDeps = { db: app.db, jobs: undefined };
  if (configured) {
    const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
    const events = new QueueEvents(queueNames.aiExplanation, { connection, prefix: app.queues.aiExplanation.opts.prefix });
    logConnectionErrors(events, app.log, 'ai-explanation queue events');
    await events.waitUntilReady();
    deps.jobs = new ExplanationJobs(app.queues.aiExplanation, events, options.openai);
    app.addHook('onClose', async () => {
      await events.close();
      await connection.quit();
    });
  }

  app.get(aiPaths.status, { preHandler: app.requireUser }, async (): Promise<AiStatus> => ({ configured }));

  app.get(aiPaths.explanation, { preHandler: app.requireUser }, async (request, reply) => {
    const { id } = parseInput(idQuerySchema, request.query);
    const text = await getExplanation(deps, currentUser(request), id);
    return reply.type('text/plain; charset=utf-8').send(text);
  });

  app.post(aiPaths.regenerate, { config: { admin: true } }, async (request, reply) => {
    const { id } = parseInput(idQuerySchema, request.query);
    const text = await regenerateExplanation(deps, id);
    return reply.type('text/plain; charset=utf-8').send(text);
  });
}
