/**
 * GET /api/getUsers?query=&limit=&offset= for admins (spec section 7 "Admin"; docs/contract.md section 4);
 * POST /api/users/{id}/accommodation (admin): a user's extra time in mock tests (section 7.3).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '@common/api/accounts.ts';
import { usersQuerySchema } from '@common/api/users.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { accommodationSchema } from '@common/api/mockTests.ts';
import { errorResponses, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './users.service.ts';

export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/getUsers',
    {
      schema: {
        operationId: 'listUsers',
        summary: 'Users whose name, username or email contains `query` (admin)',
        tags: ['users'],
        security: session,
        querystring: usersQuerySchema,
        response: { 200: pageOf(userSchema), ...errorResponses(400, 401, 403) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const { query, ...page } = request.query;
      const { users, total } = await service.listUsers(app.db, currentUser(request), query, page);
      reply.header('X-Total-Count', total).header('Cache-Control', 'no-store');
      return users;
    },
  );

  app.post(
    '/api/users/:id/accommodation',
    {
      schema: {
        operationId: 'setAccommodation',
        summary: "Set a user's extra time in mock tests, percent of each section (admin); sections started afterwards get it",
        tags: ['users'],
        security: session,
        params: idQuerySchema,
        body: accommodationSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request) => service.setExtraTime(app.db, currentUser(request), request.params.id, request.body.extraTimePercent),
  );
}
