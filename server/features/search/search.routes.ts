/** Global search route (spec "Global search"; contract 7.7): GET /api/search?query=&limit=&type=&offset= for signed-in users. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema, type SearchResult } from '@common/api/search.ts';
import { errorResponses, session } from '../../http/contract.ts';
import type { SearchCache } from './search.cache.ts';
import * as service from './search.service.ts';

export async function searchRoutes(fastify: FastifyInstance, options: { cache: SearchCache }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cache } = options;

  /**
   * Forums, posts and approved questions (and set passages, as their first approved question)
   * matching `query`: every group's best `limit` hits, or with `type` that group's hits from
   * `offset` with its total in X-Total-Count.
   */
  app.get(
    '/api/search',
    {
      schema: {
        operationId: 'search',
        summary:
          'Search forums, posts, approved questions and their set passages; each group ranked, at most `limit` hits. With `type`, one group paged from `offset`, its total in the X-Total-Count header',
        tags: ['search'],
        security: session,
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses(400, 401, 429) },
      },
      config: { rateLimited: { name: 'searches', per: 'user' } },
    },
    async (request, reply) => {
      const { query, limit, type, offset } = request.query;
      // The database builds the groups' JSON (fields chosen in search.repo.ts); a JSON string is
      // sent as it comes (Fastify serialises only objects), so it is not parsed again.
      reply.type('application/json; charset=utf-8');
      // Named prepared statements, planned once per connection (db/client.ts `genericPlans`).
      const answer = await service.search(app.dbHandle.genericPlans, cache, { query, limit, type, offset });
      if (type) reply.header('X-Total-Count', answer.total);
      return reply.send(answer.json as unknown as SearchResult);
    },
  );
}
