/**
 * Question comment routes (spec section 7 "Comments"): every parameter is in
 * the query string, POSTs carry no body. A committed comment or reply is announced to the
 * question's socket.io room as `comment:created`, a reaction's new counts as `comment:reactions`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCommentSchema, addReplySchema, commentReactionsSchema, commentSchema, commentsQuerySchema, type Comment } from '@common/api/comments.ts';
import type { CommentCreatedEvent } from '@common/events.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rooms } from '../../plugins/realtime.ts';
import { announceCommentReactions } from './comments.events.ts';
import * as service from './comments.service.ts';

const reactionSummaries = {
  like: 'Like a comment (toggles; replaces a dislike)',
  unlike: 'Remove my like of a comment',
  dislike: 'Dislike a comment (toggles; replaces a like)',
} as const;

export async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];

  const announce = (comment: Comment) => {
    const event: CommentCreatedEvent = { questionId: comment.questionId, comment };
    app.io.to(rooms.question(comment.questionId)).emit('comment:created', event);
  };

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
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const comment = await service.addComment(app.db, currentUser(request), request.query);
      announce(comment);
      reply.status(201);
      return comment;
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
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const comment = await service.addReply(app.db, currentUser(request), request.query);
      announce(comment);
      reply.status(201);
      return comment;
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
      async (request) => {
        const { questionId, reactions } = await service.react(app.db, currentUser(request), request.query.id, action);
        announceCommentReactions(app.io, questionId, reactions);
        return reactions;
      },
    );
  }
}
