/** Global search route (spec "Global search"): GET /api/search?query=&limit= for signed-in users. */
import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@common/api/search.ts';
import { parseInput } from '../../errors.ts';
import { createSearchCache } from './search.cache.ts';
import * as service from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, options: { cacheBytes: number }) {
  app.addHook('preHandler', app.requireUser);
  const cache = createSearchCache({ maxBytes: options.cacheBytes });

  /** Forums, posts and approved questions matching `query`, each group ranked and capped at `limit`. */
  app.get('/api/search', async (request, reply) => {
    const { query, limit } = parseInput(searchQuerySchema, request.query);
    // The database builds the JSON (a `SearchResult`); it is sent as it comes.
    reply.type('application/json; charset=utf-8');
    return service.searchJson(app.db, cache, query, limit);
  });
}
