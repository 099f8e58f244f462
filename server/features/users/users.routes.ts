/** GET /api/getUsers?query=&limit=&offset= for admins (spec section 7 "Admin"; CONTRACT.md section 4). */
import type { FastifyInstance } from 'fastify';
import { usersQuerySchema } from '@common/api/users.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './users.service.ts';

export async function usersRoutes(app: FastifyInstance) {
  app.get('/api/getUsers', { config: { admin: true } }, async (request, reply) => {
    const { query, ...page } = parseInput(usersQuerySchema, request.query);
    const { users, total } = await service.listUsers(app.db, currentUser(request), query, page);
    reply.header('X-Total-Count', total).header('Cache-Control', 'no-store');
    return users;
  });
}
