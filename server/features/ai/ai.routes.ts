/**
 * AI explanation routes (docs/contract.md section 5):
 * - GET /api/AiResponseQuestionsbyId?id= -> text/plain explanation (see ai.service.ts for who may ask);
 * - POST /api/AiResponseQuestionsbyId/regenerate?id= -> text/plain, admins only: asks the model anew;
 * - GET /api/ai/status -> { configured } so the web app can say up front that AI is unavailable.
 * When AI is configured, requests wait on the app's `ai-explanation` QueueEvents (plugins/queues.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiPaths } from '@common/api/ai.ts';
import { idQuerySchema } from '@common/api/http.ts';
import type { OpenAiConfig } from '../../config.ts';
import { errorResponses, mediaResponse, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ExplanationJobs } from './aiExplanation.job.ts';
import { getExplanation, isAiConfigured, regenerateExplanation, type AiExplanationDeps } from './ai.service.ts';

/** `GET /api/ai/status`. */
const aiStatusSchema = z.object({ configured: z.boolean() });
type AiStatus = z.infer<typeof aiStatusSchema>;

export async function aiRoutes(fastify: FastifyInstance, options: { openai: OpenAiConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ai'];
  const configured = isAiConfigured(options.openai);
  const deps: AiExplanationDeps = { db: app.db, jobs: undefined };
  if (configured) deps.jobs = new ExplanationJobs(app.queues, options.openai);

  app.get(
    aiPaths.status,
    { schema: { operationId: 'getAiStatus', summary: 'Whether AI explanations are configured on this server', tags, security: session, response: { 200: aiStatusSchema, ...errorResponses(401) } } },
    async (): Promise<AiStatus> => ({ configured }),
  );

  app.get(
    aiPaths.explanation,
    {
      schema: {
        operationId: 'getAiExplanation',
        summary: 'AI explanation of a question (for those who may see its answer); generated once, then cached',
        tags,
        security: session,
        querystring: idQuerySchema,
        response: { 200: mediaResponse('text/plain', 'The explanation: paragraphs separated by newlines'), ...errorResponses(400, 401, 403, 404, 502, 503, 504) },
      },
    },
    async (request, reply) => {
      const text = await getExplanation(deps, currentUser(request), request.query.id);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  app.post(
    aiPaths.regenerate,
    {
      schema: {
        operationId: 'regenerateAiExplanation',
        summary: "Ask the model anew for a question's explanation (admin)",
        tags,
        security: session,
        querystring: idQuerySchema,
        response: { 200: mediaResponse('text/plain', 'The new explanation'), ...errorResponses(400, 401, 403, 404, 502, 503, 504) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const text = await regenerateExplanation(deps, request.query.id);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
