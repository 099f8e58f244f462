/**
 * Question comment routes (spec section 7 "Comments"): every parameter is in
 * the query string, POSTs carry no body. The services announce a committed comment or reply to the
 * question's socket.io room as `comment:created`, a reaction's new counts as `comment:reactions`.
 */
import { messages } from '@common/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCommentSchema, addReplySchema, commentReactionsSchema, editCommentSchema, commentSchema, commentsQuerySchema } from '@common/api/comments.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, session, textBodyLimit } from '../../http/contract.ts';
import { limits } from '@common/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './comments.service.ts';
import { acceptedCommentRoutes } from './accepted.routes.ts';

const reactionSummaries = {
  like: 'Like a comment (toggles; replaces a dislike)',
  unlike: 'Remove my like of a comment',
  dislike: 'Dislike a comment (toggles; replaces a like)',
} as const;

export async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];
  await fastify.register(acceptedCommentRoutes);

  app.get(
    '/api/getCommentsbyId',
    {
      schema: {
        operationId: 'listQuestionComments',
        summary: "A question's comments with their replies nested",
        tags,
        security: session,
        querystring: commentsQuerySchema,
        response: { 200: z.array(commentSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.listComments(app.db, request.query.id, currentUser(request)),
  );

  app.post(
    '/api/addComment',
    {
      schema: {
        operationId: 'addComment',
        summary: 'Comment on a question (query parameters, no body)',
        tags,
        security: session,
        querystring: addCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { rateLimited: { name: 'posts', per: 'user', message: messages.generic.postQuota } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.addComment(app.db, currentUser(request), request.query);
    },
  );

  app.post(
    '/api/addReply',
    {
      schema: {
        operationId: 'addCommentReply',
        summary: 'Reply to a comment (query parameters, no body)',
        tags,
        security: session,
        querystring: addReplySchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { rateLimited: { name: 'posts', per: 'user', message: messages.generic.postQuota } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.addReply(app.db, currentUser(request), request.query);
    },
  );

  app.put(
    '/api/comments/:id',
    {
      schema: {
        operationId: 'editComment',
        summary: "Edit a comment's or reply's text (its author only; sets editedAt)",
        tags,
        security: session,
        params: idQuerySchema,
        body: editCommentSchema,
        response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
      bodyLimit: textBodyLimit(limits.commentMax),
      config: { rateLimited: { name: 'edits', per: 'user', message: messages.generic.editQuota } },
    },
    async (request) => service.editComment(app.db, currentUser(request), request.params.id, request.body.text),
  );

  app.get(
    '/api/getCommentsMade',
    {
      schema: {
        operationId: 'countMyCommentsMade',
        summary: 'How many question comments and forum replies I wrote (the profile\'s "Comments Made")',
        tags,
        security: session,
        response: { 200: z.number().int(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.countCommentsMade(app.db, currentUser(request));
    },
  );

  for (const action of ['like', 'unlike', 'dislike'] as const) {
    app.post(
      `/api/${action}Comment`,
      {
        schema: {
          operationId: `${action}Comment`,
          summary: reactionSummaries[action],
          tags,
          security: session,
          querystring: idQuerySchema,
          response: { 200: commentReactionsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.react(app.db, currentUser(request), request.query.id, action),
    );
  }
}
