/** The best explanation of a question (contract 8.4): POST|DELETE /api/comments/{id}/accept (session required). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentSchema } from '@common/api/comments.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './accepted.service.ts';

/** POST /api/comments/{id}/accept, DELETE /api/comments/{id}/accept. */
export async function acceptedCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];

  app.post(
    '/api/comments/:id/accept',
    {
      schema: {
        operationId: 'acceptComment',
        summary: "Accept a comment as the question's best explanation (its submitter, a mentor or an admin; one per question; its author gets answer_accepted)",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.acceptComment(app.db, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/comments/:id/accept',
    {
      schema: {
        operationId: 'unacceptComment',
        summary: "Remove a comment's accepted mark (the question's submitter, a mentor or an admin)",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.unacceptComment(app.db, currentUser(request), request.params.id),
  );
}
