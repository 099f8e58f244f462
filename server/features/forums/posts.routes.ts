/** Forum post routes (notes/api-issue4.md): read one with its replies, create, delete, react. */
import type { FastifyInstance } from 'fastify';
import { createPostSchema } from '@common/api/forums.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { announcePostCreated, announcePostDeleted, announcePostReactions } from './forums.events.ts';
import * as service from './posts.service.ts';

/** GET|DELETE /api/forum/posts/{id}, POST /api/forum/posts, POST /api/forum/posts/{id}/like|unlike|dislike (session required). */
export async function postsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/forum/posts/:id', async (request) => {
    const { id } = parseInput(idQuerySchema, request.params);
    return service.getPost(app.db, id, currentUser(request));
  });

  app.post('/api/forum/posts', async (request, reply) => {
    const input = parseInput(createPostSchema, request.body);
    const wrapper = await service.createPost(app.db, currentUser(request), input);
    announcePostCreated(app.io, { forumId: wrapper.post.forumId, post: wrapper.post, author: wrapper.author });
    reply.status(201);
    return wrapper;
  });

  app.delete('/api/forum/posts/:id', async (request) => {
    const { id } = parseInput(idQuerySchema, request.params);
    const { postId, forumId } = await service.deletePost(app.db, currentUser(request), id);
    announcePostDeleted(app.io, postId, forumId);
    return { postId };
  });

  for (const action of ['like', 'unlike', 'dislike'] as const) {
    app.post(`/api/forum/posts/:id/${action}`, async (request) => {
      const { id } = parseInput(idQuerySchema, request.params);
      const reactions = await service.reactToPost(app.db, currentUser(request), id, action);
      announcePostReactions(app.io, reactions);
      return reactions;
    });
  }
}
