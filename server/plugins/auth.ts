/**
 * Who is calling. Access is declared by each route (server/http/contract.ts): a route whose
 * `schema.security` names the `session` scheme needs a logged-in user, one with
 * `config: { admin: true }` an admin. One `preValidation` hook enforces both for every route, so
 * it runs before the route's input is validated (an anonymous caller with bad input gets 401, a
 * student calling an admin route 403), after the NUL check of plugins/errors.ts, and the
 * declarations are what the OpenAPI document shows and what tests enumerate.
 * The session's user is loaded into `request.user` (401 "Please log in to continue" without a
 * valid session, 403 "Admin access required" for non-admins); role and type are read from the
 * database on each request, so an approval takes effect at once.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@common/messages.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { isAdmin } from '@common/policies.ts';
import { findUserById, type UserRow } from '../identity/users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | undefined;
  }
  interface FastifyContextConfig {
    /** Only admins may call this route (401 anonymous, 403 others). */
    admin?: boolean;
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

/** Whether a route's `schema.security` asks for the session cookie. */
function needsSession(security: unknown): boolean {
  return Array.isArray(security) && security.some((requirement) => requirement && typeof requirement === 'object' && 'session' in requirement);
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
    const requireAdmin = async (request: FastifyRequest) => {
      const user = await sessionUser(request);
      if (!user) throw unauthorized(messages.auth.loginRequired);
      if (!isAdmin(user)) throw forbidden(messages.auth.adminOnly);
    };
    app.decorate('requireAdmin', requireAdmin);
    // The declarations are read per request, so onRoute hooks of feature plugins may set them after this one.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.admin === true) await requireAdmin(request);
      else if (needsSession(request.routeOptions.schema?.security)) await app.requireUser(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'session'] },
);
