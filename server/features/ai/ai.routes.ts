/**
 * AI explanation routes (CONTRACT.md section 5):
 * - GET /api/AiResponseQuestionsbyId?id= -> text/plain explanation (see ai.service.ts for who may ask);
 * - POST /api/AiResponseQuestionsbyId/regenerate?id= -> text/plain, admins only: asks the model anew;
 * - GET /api/ai/status -> { configured } so the web app can say up front that AI is unavailable.
 * When AI is configured, requests wait on the app's `ai-explanation` QueueEvents (plugins/queues.ts).
 */
import type { FastifyInstance } from 'fastify';
import { aiPaths, type AiStatus } from '@common/api/ai.ts';
import { idQuerySchema } from '@common/api/http.ts';
import type { OpenAiConfig } from '../../config.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ExplanationJobs } from './aiExplanation.job.ts';
import { getExplanation, isAiConfigured, regenerateExplanation, type AiExplanationDeps } from './ai.service.ts';

export async function aiRoutes(app: FastifyInstance, options: { openai: OpenAiConfig }) {
  const configured = isAiConfigured(options.openai);
  const deps: AiExplanationDeps = { db: app.db, jobs: undefined };
  if (configured) deps.jobs = new ExplanationJobs(app.queues, options.openai);

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
