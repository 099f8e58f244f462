/**
 * Question comment routes (spec section 7; notes/api-issue3.md "Comments"): every parameter is in
 * the query string, POSTs carry no body. A committed comment or reply is announced to the
 * question's socket.io room as `comment:created`, a reaction's new counts as `comment:reactions`.
 */
import type { FastifyInstance } from 'fastify';
import { addCommentSchema, addReplySchema, commentsQuerySchema, type Comment } from '@common/api/comments.ts';
import type { CommentCreatedEvent } from '@common/events.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rooms } from '../../plugins/realtime.ts';
import { announceCommentReactions } from './comments.events.ts';
import * as service from './comments.service.ts';

export async function commentsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  const announce = (comment: Comment) => {
    const event: CommentCreatedEvent = { questionId: comment.questionId, comment };
    app.io.to(rooms.question(comment.questionId)).emit('comment:created', event);
  };

  app.get('/api/getCommentsbyId', async (request) => {
    const { id } = parseInput(commentsQuerySchema, request.query);
    return service.listComments(app.db, id, currentUser(request));
  });

  app.post('/api/addComment', async (request, reply) => {
    const input = parseInput(addCommentSchema, request.query);
    const comment = await service.addComment(app.db, currentUser(request), input);
    announce(comment);
    reply.status(201);
    return comment;
  });

  app.post('/api/addReply', async (request, reply) => {
    const input = parseInput(addReplySchema, request.query);
    const comment = await service.addReply(app.db, currentUser(request), input);
    announce(comment);
    reply.status(201);
    return comment;
  });

  for (const action of ['like', 'unlike', 'dislike'] as const) {
    app.post(`/api/${action}Comment`, async (request) => {
      const { id } = parseInput(idQuerySchema, request.query);
      const { questionId, reactions } = await service.react(app.db, currentUser(request), id, action);
      announceCommentReactions(app.io, questionId, reactions);
      return reactions;
    });
  }
}
