/** Reputation routes (contract 8.4): GET /api/users/{id}/profile, GET /api/users/by-username/{username}/profile (and ?username=), GET /api/leaderboards/contributors (session required). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuerySchema } from '@common/api/http.ts';
import { contributorSchema, contributorsQuerySchema, profileSchema, usernameParamsSchema, usernameQuerySchema } from '@common/api/reputation.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { listContributors } from './leaderboard.service.ts';
import { getProfile, getProfileByUsername } from './profile.service.ts';

/** GET /api/users/{id}/profile, GET /api/users/by-username/{username}/profile, GET /api/leaderboards/contributors?period=week|month|all (paged, X-Total-Count). */
export async function reputationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reputation'];

  app.get(
    '/api/users/:id/profile',
    {
      schema: {
        operationId: 'getUserProfile',
        summary: "A user's public profile: reputation and contributions (no mobile or email)",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getProfile(app.db, request.params.id),
  );

  app.get(
    '/api/users/by-username/:username/profile',
    {
      schema: {
        operationId: 'getUserProfileByUsername',
        summary: "A user's public profile by username (any case), as the id route answers it (no mobile or email)",
        tags,
        security: session,
        params: usernameParamsSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getProfileByUsername(app.db, request.params.username),
  );

  // "." and ".." cannot be a path segment (clients resolve them away), so the username may come as a query.
  app.get(
    '/api/users/by-username/profile',
    {
      schema: {
        operationId: 'getUserProfileByUsernameQuery',
        summary: 'The profile by username as a query (for the usernames "." and "..", which no path can hold)',
        tags,
        security: session,
        querystring: usernameQuerySchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getProfileByUsername(app.db, request.query.username),
  );

  app.get(
    '/api/leaderboards/contributors',
    {
      schema: {
        operationId: 'listContributors',
        summary: 'Contributors by reputation earned in the period (week: 7 days, month: 30 days, all), most first',
        tags,
        security: session,
        querystring: contributorsQuerySchema,
        response: { 200: pageOf(contributorSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { period, ...page } = request.query;
      const { contributors, total } = await listContributors(app.db, period, page);
      reply.header('X-Total-Count', total);
      return contributors;
    },
  );
}
