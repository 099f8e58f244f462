/**
 * Who is calling: `requireUser` / `requireAdmin` preHandlers load the session's user into
 * `request.user` (401 "Please log in to continue" without a valid session, 403 for non-admins).
 * Role and type are read from the database on each request, so an approval takes effect at once.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@common/messages.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findUserById, type UserRow } from '../features/accounts/accounts.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | undefined;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The session's user, or undefined (no error). */
    sessionUser: (request: FastifyRequest) => Promise<UserRow | undefined>;
  }
}

/** The logged-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(messages.auth.loginRequired);
  return request.user;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', undefined);

    const sessionUser = async (request: FastifyRequest) => {
      if (request.user) return request.user;
      const userId = request.session.get('userId');
      if (typeof userId !== 'number') return undefined;
      request.user = await findUserById(app.db, userId);
      return request.user;
    };
    app.decorate('sessionUser', sessionUser);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await sessionUser(request))) throw unauthorized(messages.auth.loginRequired);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await sessionUser(request);
      if (!user) throw unauthorized(messages.auth.loginRequired);
      if (user.role.toLowerCase() !== 'admin') throw forbidden(messages.auth.adminOnly);
    });
  },
  { name: 'auth', dependencies: ['db', 'session'] },
);
