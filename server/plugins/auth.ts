/**
 * Who is calling: `requireUser` / `requireAdmin` preHandlers load the session's user into
 * `request.user` (401 "Please log in to continue" without a valid session, 403 for non-admins).
 * Role and type are read from the database on each request, so an approval takes effect at once.
 * Admin-only routes declare it with route `config: { admin: true }` (or, for every route of a
 * feature plugin, `app.addHook('onRoute', adminOnly)`): one check for all of them runs before
 * the route's own preHandlers, and the declaration lets tests enumerate every admin route.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
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

/** An onRoute hook making every route of the plugin that adds it admin-only. */
export function adminOnly(route: RouteOptions): void {
  route.config = { ...route.config, admin: true };
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
    // The config is read per request, so onRoute hooks of feature plugins may set it after this one.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.admin === true) await requireAdmin(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'session'] },
);
