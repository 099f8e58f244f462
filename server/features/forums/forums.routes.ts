/**
 * Forum routes (spec section 7 "Forums"): forums here, posts and replies in
 * their own route files, registered below. Every route needs a session; the services announce
 * changes over socket.io after they commit (forums.events.ts, effects of their transactions).
 */
import { messages } from '@common/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createForumSchema, forumDeletedSchema, forumIdQuerySchema, forumPostWrapperSchema, forumSchema, postListQuerySchema } from '@common/api/forums.ts';
import { pageQuerySchema } from '@common/api/http.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './forums.service.ts';
import { postsRoutes } from './posts.routes.ts';
import { repliesRoutes } from './replies.routes.ts';
import { acceptedRoutes } from './accepted.routes.ts';
import { watchRoutes } from './watch.routes.ts';

/** Every forum route: forums (below), posts, replies. */
export async function forumsRoutes(app: FastifyInstance) {
  await app.register(forumListRoutes);
  await app.register(postsRoutes);
  await app.register(repliesRoutes);
  await app.register(acceptedRoutes);
  await app.register(watchRoutes);
}

/** GET /api/forum/getForums, POST /api/forum/forums, GET|POST /api/deleteForum, GET /api/forum/getPostsbyForumId/{forumId}. */
async function forumListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['forums'];

  app.get(
    '/api/forum/getForums',
    { schema: { operationId: 'listForums', summary: 'Forums', tags, security: session, querystring: pageQuerySchema, response: { 200: pageOf(forumSchema), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const { forums, total } = await service.listForums(app.db, request.query);
      reply.header('X-Total-Count', total);
      return forums;
    },
  );

  app.post(
    '/api/forum/forums',
    {
      schema: { operationId: 'createForum', summary: 'Create a forum (a per-user quota: RATE_LIMIT_FORUMS_PER_DAY)', tags, security: session, body: createForumSchema, response: { 201: forumSchema, ...errorResponses(400, 401, 403, 413, 429) } },
      config: { rateLimited: { name: 'forums', per: 'user', message: messages.generic.forumQuota } },
    },
    async (request, reply) => {
      const forum = await service.createForum(app.db, currentUser(request), request.body);
      reply.status(201);
      return forum;
    },
  );

  // The spec deletes with a GET; POST answers the same query (docs/contract.md section 4).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/deleteForum',
    schema: {
      operationId: 'deleteForum',
      summary: "Delete a forum with its posts and replies (admin; the spec's GET mutation, POST takes the same query)",
      tags,
      security: session,
      querystring: forumIdQuerySchema,
      response: { 200: forumDeletedSchema, ...errorResponses(400, 401, 403, 404) },
    },
    config: { mutation: true, admin: true },
    handler: async (request) => {
      await service.deleteForum(app.db, request.query.forumId);
      return { forumId: request.query.forumId };
    },
  });

  app.get(
    '/api/forum/getPostsbyForumId/:forumId',
    {
      schema: {
        operationId: 'listForumPosts',
        summary: "A forum's posts, newest first (each without its replies); solved=true|false keeps only the solved or unsolved ones",
        tags,
        security: session,
        params: forumIdQuerySchema,
        querystring: postListQuerySchema,
        response: { 200: pageOf(forumPostWrapperSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { posts, total } = await service.listPostsOfForum(app.db, request.params.forumId, currentUser(request).id, request.query);
      reply.header('X-Total-Count', total);
      return posts;
    },
  );
}
