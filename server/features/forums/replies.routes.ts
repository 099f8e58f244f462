/** Forum reply routes (docs/contract.md section 5): add (form-encoded or JSON), delete, react. */
import { messages } from '@common/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@common/limits.ts';
import { addForumReplySchema, editReplySchema, forumReplySchema, replyDeletedSchema, replyReactionsSchema } from '@common/api/forums.ts';
import { idQuerySchema, idSchema } from '@common/api/http.ts';
import { errorResponses, session, textBodyLimit } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './replies.service.ts';

const postIdParamsSchema = z.object({ postId: idSchema });

const reactionSummaries = {
  like: 'Like a reply (toggles; replaces a dislike)',
  unlike: 'Remove my like of a reply',
  dislike: 'Dislike a reply (toggles; replaces a like)',
} as const;

/** POST /api/forum/addReply/{postId}, PUT|DELETE /api/forum/replies/{id}, POST /api/forum/replies/{id}/like|unlike|dislike (session required). */
export async function repliesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['forums'];

  app.post(
    '/api/forum/addReply/:postId',
    {
      schema: {
        operationId: 'addForumReply',
        summary: 'Reply to a post, or to a reply with parentReplyId (form fields or JSON)',
        tags,
        security: session,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        params: postIdParamsSchema,
        body: addForumReplySchema,
        response: { 201: forumReplySchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
      bodyLimit: textBodyLimit(limits.replyMax),
      config: { rateLimited: { name: 'posts', per: 'user', message: messages.generic.postQuota } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.addReply(app.db, currentUser(request), request.params.postId, request.body);
    },
  );

  app.put(
    '/api/forum/replies/:id',
    {
      schema: {
        operationId: 'editForumReply',
        summary: "Edit a reply's text (its author only; sets editedAt)",
        tags,
        security: session,
        params: idQuerySchema,
        body: editReplySchema,
        response: { 200: forumReplySchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
      bodyLimit: textBodyLimit(limits.replyMax),
      config: { rateLimited: { name: 'edits', per: 'user', message: messages.generic.editQuota } },
    },
    async (request) => {
      return service.editReply(app.db, currentUser(request), request.params.id, request.body.content);
    },
  );

  app.delete(
    '/api/forum/replies/:id',
    {
      schema: {
        operationId: 'deleteForumReply',
        summary: 'Delete a reply (its author or an admin; a reply with replies stays as a placeholder)',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: replyDeletedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return service.deleteReply(app.db, currentUser(request), request.params.id);
    },
  );

  for (const action of ['like', 'unlike', 'dislike'] as const) {
    app.post(
      `/api/forum/replies/:id/${action}`,
      {
        schema: {
          operationId: `${action}ForumReply`,
          summary: reactionSummaries[action],
          tags,
          security: session,
          params: idQuerySchema,
          response: { 200: replyReactionsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return service.reactToReply(app.db, currentUser(request), request.params.id, action);
      },
    );
  }
}
