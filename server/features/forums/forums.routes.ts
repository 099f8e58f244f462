/**
 * Forum routes (spec section 7 "Forums"; notes/api-issue4.md): forums here, posts and replies in
 * their own route files, registered below. Every route needs a session; changes are announced
 * over socket.io after they commit (forums.events.ts).
 */
import type { FastifyInstance } from 'fastify';
import { createForumSchema, forumIdQuerySchema } from '@common/api/forums.ts';
import { pageQuerySchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { announceForumDeleted } from './forums.events.ts';
import * as service from './forums.service.ts';
import { postsRoutes } from './posts.routes.ts';
import { repliesRoutes } from './replies.routes.ts';

/** Every forum route: forums (below), posts, replies. */
export async function forumsRoutes(app: FastifyInstance) {
  await app.register(forumListRoutes);
  await app.register(postsRoutes);
  await app.register(repliesRoutes);
}

/** GET /api/forum/getForums, POST /api/forum/forums, GET|POST /api/deleteForum, GET /api/forum/getPostsbyForumId/{forumId}. */
async function forumListRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/forum/getForums', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { forums, total } = await service.listForums(app.db, page);
    reply.header('X-Total-Count', total);
    return forums;
  });

  app.post('/api/forum/forums', async (request, reply) => {
    const input = parseInput(createForumSchema, request.body);
    const forum = await service.createForum(app.db, currentUser(request), input);
    reply.status(201);
    return forum;
  });

  // The spec deletes with a GET; POST answers the same query (CONTRACT.md section 4).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/deleteForum',
    config: { mutation: true, admin: true },
    handler: async (request) => {
      const { forumId } = parseInput(forumIdQuerySchema, request.query);
      const { postIds } = await service.deleteForum(app.db, forumId);
      announceForumDeleted(app.io, postIds);
      return { forumId };
    },
  });

  app.get('/api/forum/getPostsbyForumId/:forumId', async (request, reply) => {
    const { forumId } = parseInput(forumIdQuerySchema, request.params);
    const page = parseInput(pageQuerySchema, request.query);
    const { posts, total } = await service.listPostsOfForum(app.db, forumId, page);
    reply.header('X-Total-Count', total);
    return posts;
  });
}
