/** Forum post routes (docs/contract.md section 5): read one with its replies, create, delete, react. */
import { messages } from '@common/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@common/limits.ts';
import { createPostSchema, editPostSchema, forumPostWrapperSchema, postDeletedSchema, postReactionsSchema } from '@common/api/forums.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, session, textBodyLimit } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './posts.service.ts';

const reactionSummaries = {
  like: 'Like a post (toggles; replaces a dislike)',
  unlike: 'Remove my like of a post',
  dislike: 'Dislike a post (toggles; replaces a like)',
} as const;

/** GET|PUT|DELETE /api/forum/posts/{id}, POST /api/forum/posts, POST /api/forum/posts/{id}/like|unlike|dislike (session required). */
export async function postsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['forums'];

  app.get(
    '/api/forum/posts/:id',
    {
      schema: {
        operationId: 'getForumPost',
        summary: 'A post with its replies nested',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: forumPostWrapperSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.getPost(app.db, request.params.id, currentUser(request)),
  );

  app.post(
    '/api/forum/posts',
    {
      schema: {
        operationId: 'createForumPost',
        summary: 'Create a post in a forum',
        tags,
        security: session,
        body: createPostSchema,
        response: { 201: forumPostWrapperSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      bodyLimit: textBodyLimit(limits.postTitleMax + limits.postContentMax),
      config: { rateLimited: { name: 'posts', per: 'user', message: messages.generic.postQuota } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.createPost(app.db, currentUser(request), request.body);
    },
  );

  app.put(
    '/api/forum/posts/:id',
    {
      schema: {
        operationId: 'editForumPost',
        summary: "Edit a post's title and text (its author only; sets editedAt)",
        tags,
        security: session,
        params: idQuerySchema,
        body: editPostSchema,
        response: { 200: forumPostWrapperSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
      bodyLimit: textBodyLimit(limits.postTitleMax + limits.postContentMax),
      config: { rateLimited: { name: 'edits', per: 'user', message: messages.generic.editQuota } },
    },
    async (request) => service.editPost(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/forum/posts/:id',
    {
      schema: {
        operationId: 'deleteForumPost',
        summary: 'Delete a post with its replies (its author or an admin)',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: postDeletedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { postId } = await service.deletePost(app.db, currentUser(request), request.params.id);
      return { postId };
    },
  );

  for (const action of ['like', 'unlike', 'dislike'] as const) {
    app.post(
      `/api/forum/posts/:id/${action}`,
      {
        schema: {
          operationId: `${action}ForumPost`,
          summary: reactionSummaries[action],
          tags,
          security: session,
          params: idQuerySchema,
          response: { 200: postReactionsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.reactToPost(app.db, currentUser(request), request.params.id, action),
    );
  }
}
