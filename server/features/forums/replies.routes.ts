/** Forum reply routes (notes/api-issue4.md): add (form-encoded or JSON), delete, react. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addForumReplySchema } from '@common/api/forums.ts';
import { idQuerySchema, idSchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { announceReplyCreated, announceReplyDeleted, announceReplyReactions } from './forums.events.ts';
import * as service from './replies.service.ts';

const postIdParamsSchema = z.object({ postId: idSchema });

/** POST /api/forum/addReply/{postId}, DELETE /api/forum/replies/{id}, POST /api/forum/replies/{id}/like|unlike|dislike (session required). */
export async function repliesRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.post('/api/forum/addReply/:postId', async (request, reply) => {
    const { postId } = parseInput(postIdParamsSchema, request.params);
    const input = parseInput(addForumReplySchema, request.body);
    const created = await service.addReply(app.db, currentUser(request), postId, input);
    announceReplyCreated(app.io, created.publicReply);
    reply.status(201);
    return created.reply;
  });

  app.delete('/api/forum/replies/:id', async (request) => {
    const { id } = parseInput(idQuerySchema, request.params);
    const deleted = await service.deleteReply(app.db, currentUser(request), id);
    announceReplyDeleted(app.io, deleted);
    return deleted;
  });

  for (const action of ['like', 'unlike', 'dislike'] as const) {
    app.post(`/api/forum/replies/:id/${action}`, async (request) => {
      const { id } = parseInput(idQuerySchema, request.params);
      const { postId, reactions } = await service.reactToReply(app.db, currentUser(request), id, action);
      announceReplyReactions(app.io, postId, reactions);
      return reactions;
    });
  }
}
