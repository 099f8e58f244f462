/** Accepted answers of forum posts (contract 8.4): POST|DELETE /api/forum/posts/{id}/accept (session required). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptReplySchema, forumPostWrapperSchema } from '@common/api/forums.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './accepted.service.ts';

/** POST /api/forum/posts/{id}/accept { replyId }, DELETE /api/forum/posts/{id}/accept. */
export async function acceptedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['forums'];

  app.post(
    '/api/forum/posts/:id/accept',
    {
      schema: {
        operationId: 'acceptForumReply',
        summary: "Accept a reply of the post as its answer (the post's author or an admin; replaces the one accepted before; its author gets answer_accepted)",
        tags,
        security: session,
        params: idQuerySchema,
        body: acceptReplySchema,
        response: { 200: forumPostWrapperSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.acceptReply(app.db, currentUser(request), request.params.id, request.body.replyId),
  );

  app.delete(
    '/api/forum/posts/:id/accept',
    {
      schema: {
        operationId: 'unacceptForumReply',
        summary: "Remove the post's accepted reply (the post's author or an admin)",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: forumPostWrapperSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.unacceptReply(app.db, currentUser(request), request.params.id),
  );
}
