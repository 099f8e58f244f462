/**
 * Bookmarks (docs/contract.md section 7.4): PUT / DELETE /api/bookmarks/questions/{id} and
 * /api/bookmarks/posts/{id} (204, idempotent), GET /api/bookmarks?kind= (paged, newest first).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookmarkSchema, bookmarksQuerySchema } from '@common/api/bookmarks.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, noContent, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BookmarkTarget } from './bookmarks.repo.ts';
import * as service from './bookmarks.service.ts';

const targets = {
  questions: { name: 'Question', target: (id: number): BookmarkTarget => ({ kind: 'question', questionId: id }) },
  posts: { name: 'Post', target: (id: number): BookmarkTarget => ({ kind: 'post', postId: id }) },
} as const;

export async function bookmarksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookmarks'];

  for (const [path, { name, target }] of Object.entries(targets)) {
    app.put(
      `/api/bookmarks/${path}/:id`,
      {
        schema: {
          operationId: `save${name}Bookmark`,
          summary: `Save a ${name.toLowerCase()} (saving it again changes nothing)`,
          description: path === 'questions' ? 'Only a question the caller may see: 404 for a deleted one or one awaiting review by someone else.' : undefined,
          tags,
          security: session,
          params: idQuerySchema,
          response: { 204: noContent('Saved'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await service.saveBookmark(app.db, currentUser(request), target(request.params.id));
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `/api/bookmarks/${path}/:id`,
      {
        schema: {
          operationId: `remove${name}Bookmark`,
          summary: `Remove my bookmark of a ${name.toLowerCase()} (204 also when there was none)`,
          tags,
          security: session,
          params: idQuerySchema,
          response: { 204: noContent('Not saved'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await service.removeBookmark(app.db, currentUser(request), target(request.params.id));
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/bookmarks',
    {
      schema: {
        operationId: 'listBookmarks',
        summary: 'My saved questions or posts, most recently saved first',
        tags,
        security: session,
        querystring: bookmarksQuerySchema,
        response: { 200: pageOf(bookmarkSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listBookmarks(app.db, currentUser(request), request.query);
      reply.header('X-Total-Count', total);
      return items;
    },
  );
}
