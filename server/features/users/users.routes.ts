/**
 * GET /api/getUsers?query=&limit=&offset= for admins (spec section 7 "Admin"; docs/contract.md section 4);
 * POST /api/users/{id}/accommodation (admin): a user's extra time in mock tests (section 7.3);
 * POST /api/users/{id}/suspend, /unsuspend and /role (admin; section 7.6).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleChangeSchema, userSchema } from '@common/api/accounts.ts';
import { suspendBodySchema, usersQuerySchema } from '@common/api/users.ts';
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
    async (request) => {
      const user = await service.setExtraTime(app.db, currentUser(request), request.params.id, request.body.extraTimePercent);
      return user;
    },
  );

  const done = z.null().describe('Done');

  app.post(
    '/api/users/:id/suspend',
    {
      schema: {
        operationId: 'suspendUser',
        summary: "Suspend a user (admin): their sessions and sockets end at once and their login answers 403; never oneself or the last active admin (400)",
        tags: ['users'],
        security: session,
        params: idQuerySchema,
        body: suspendBodySchema,
        response: { 204: done, ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      await service.suspendUser(app.db, currentUser(request), request.params.id, app.now(), request.body?.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/unsuspend',
    {
      schema: {
        operationId: 'unsuspendUser',
        summary: 'Lift a suspension (admin); the user logs in again',
        tags: ['users'],
        security: session,
        params: idQuerySchema,
        response: { 204: done, ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      await service.unsuspendUser(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/role',
    {
      schema: {
        operationId: 'setUserRole',
        summary: "Make a user an admin or a user (admin); applies from their next request; never oneself or the last active admin (400)",
        tags: ['users'],
        security: session,
        params: idQuerySchema,
        body: roleChangeSchema,
        response: { 204: done, ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      await service.setRole(app.db, currentUser(request), request.params.id, request.body.role);
      return reply.status(204).send(null);
    },
  );
}
