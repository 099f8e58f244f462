/** Watching a post's thread (contract 8.4): PUT /api/forum/posts/{id}/watch (session required). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { watchPostSchema } from '@common/api/forums.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, noContent, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { watchPost } from './watch.service.ts';

/** PUT /api/forum/posts/{id}/watch { level: "watching" | "normal" | "muted" } -> 204. */
export async function watchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/forum/posts/:id/watch',
    {
      schema: {
        operationId: 'watchForumPost',
        summary: 'Set my watch level on a thread: watching (post_activity for every new reply), normal, or muted (no notification from it, mentions included)',
        tags: ['forums'],
        security: session,
        params: idQuerySchema,
        body: watchPostSchema,
        response: { 204: noContent('Saved'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await watchPost(app.db, currentUser(request), request.params.id, request.body.level);
      return reply.status(204).send(null);
    },
  );
}
