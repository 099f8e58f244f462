/** Global search route (spec "Global search"): GET /api/search?query=&limit= for signed-in users. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema, type SearchResult } from '@common/api/search.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { createSearchCache } from './search.cache.ts';
import * as service from './search.service.ts';

export async function searchRoutes(fastify: FastifyInstance, options: { cacheBytes: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = createSearchCache({ maxBytes: options.cacheBytes });

  /** Forums, posts and approved questions (and set passages, as their first approved question) matching `query`, each group ranked and capped at `limit`. */
  app.get(
    '/api/search',
    {
      schema: {
        operationId: 'search',
        summary: 'Search forums, posts, approved questions and their set passages; each group ranked, at most `limit` hits',
        tags: ['search'],
        security: session,
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses(400, 401, 429) },
      },
      config: { rateLimited: { name: 'searches', per: 'user' } },
    },
    async (request, reply) => {
      const { query, limit } = request.query;
      // The database builds the JSON (a `SearchResult`, fields chosen in search.repo.ts); a JSON
      // string is sent as it comes (Fastify serialises only objects), so it is not parsed again.
      reply.type('application/json; charset=utf-8');
      const json = await service.searchJson(app.db, cache, query, limit);
      return reply.send(json as unknown as SearchResult);
    },
  );
}
