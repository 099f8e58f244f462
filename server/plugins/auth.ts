/**
 * Who is calling. Access is declared by each route (server/http/contract.ts): a route whose
 * `schema.security` names the `session` scheme needs a logged-in user, one with
 * `config: { admin: true }` an admin. One `preValidation` hook enforces both for every route, so
 * it runs before the route's input is validated (an anonymous caller with bad input gets 401, a
 * student calling an admin route 403), after the NUL check of plugins/errors.ts, and the
 * declarations are what the OpenAPI document shows and what tests enumerate.
 * The session's user is loaded into `request.user` (401 "Please log in to continue" without a
 * valid session, 403 "Admin access required" for non-admins; a session of a suspended account gets
 * 403 "This account is suspended" with `code: "account_suspended"` and the admin's `reason`).
 * `app.userChanged(id)` gives the user a new version in Redis after every write of a user's row
 * (server/identity/userVersion.ts). While Redis tracking is live (plugins/redisTracking.ts) the
 * row comes from this process's cache until Redis reports that version key changed, so a request
 * asks nobody; the writing process forgets its copy at once, the others within the
 * invalidation's delivery (contract 8.7). Otherwise the row is kept while the version read per
 * request (one Redis command) is the one read before it was loaded. `cacheBytes` 0 reads the row
 * every time.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@common/messages.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { isAdmin } from '@common/policies.ts';
import { findUserById, sessionIsCurrent, suspendedError, type UserRow } from '../identity/users.ts';
import { readUserVersion, userChanged, userVersionKey } from '../identity/userVersion.ts';
import { createGenerationCache } from '../db/generationCache.ts';

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
    /** Call after committing any change to user `userId`'s row: every process reloads it on the next request. */
    userChanged: (userId: number) => Promise<void>;
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
  async (app: FastifyInstance, options: { prefix: string; cacheBytes: number }) => {
    app.decorateRequest('user', undefined);
    const cached = createGenerationCache<UserRow>({ maxBytes: options.cacheBytes, size: () => 2048 });
    const tracked = app.redisTracking?.cache<UserRow>(Math.max(1, Math.floor(options.cacheBytes / 2048))) ?? null;
    const loadUser = async (userId: number) => {
      if (options.cacheBytes === 0) return findUserById(app.db, userId);
      if (tracked && app.redisTracking?.live) return tracked.read(userVersionKey(options.prefix, userId), () => findUserById(app.db, userId));
      // The version first: a row loaded after it is never older than it.
      const version = await readUserVersion(app.redis, options.prefix, userId);
      const kept = cached.get(String(userId), version);
      if (kept) return kept;
      const row = await findUserById(app.db, userId);
      if (row) cached.set(String(userId), version, row);
      return row;
    };
    app.decorate('userChanged', async (userId: number) => {
      try {
        await userChanged(app.redis, options.prefix, userId);
      } finally {
        tracked?.delete(userVersionKey(options.prefix, userId));
      }
    });

    const sessionUser = async (request: FastifyRequest) => {
      if (request.user) return request.user;
      const userId = request.session.get('userId');
      if (typeof userId !== 'number') return undefined;
      const user = await loadUser(userId);
      // A suspended user's session, or one ended by a password reset or change, counts as none.
      request.user = user && sessionIsCurrent(user, request.session.get('sessionVersion')) ? user : undefined;
      return request.user;
    };
    /**
     * 401 for a request without a current session, except a session of a suspended user: 403
     * "This account is suspended" with the admin's reason (suspendedError), so the open tab can
     * say why instead of sending its owner to the login form.
     */
    const noSession = async (request: FastifyRequest) => {
      const userId = request.session.get('userId');
      const owner = typeof userId === 'number' ? await loadUser(userId) : undefined;
      return owner && owner.suspendedAt !== null ? suspendedError(owner) : unauthorized(messages.auth.loginRequired);
    };
    app.decorate('sessionUser', sessionUser);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await sessionUser(request))) throw await noSession(request);
    });
    const requireAdmin = async (request: FastifyRequest) => {
      const user = await sessionUser(request);
      if (!user) throw await noSession(request);
      if (!isAdmin(user)) throw forbidden(messages.auth.adminOnly);
    };
    app.decorate('requireAdmin', requireAdmin);
    // The declarations are read per request, so onRoute hooks of feature plugins may set them after this one.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.admin === true) await requireAdmin(request);
      else if (needsSession(request.routeOptions.schema?.security)) await app.requireUser(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'redis', 'redisTracking', 'session'] },
);
