/** Account routes (spec section 7 "Session and users"; docs/contract.md section 5). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@common/messages.ts';
import { loginSchema, passwordChangeSchema, profileUpdateSchema, registrationSchema, userSchema } from '@common/api/accounts.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { errorResponses, publicAccess, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { startUserSession } from '../../plugins/session.ts';
import { AppError } from '../../errors.ts';
import * as repo from './accounts.repo.ts';
import * as service from './accounts.service.ts';
import { applyMobileVerification } from './accounts.mobile.ts';

/**
 * preValidation of /perform-login: without username/password fields in the body, takes them from an
 * `Authorization: Basic` header, so the body schema validates either way.
 */
async function basicCredentials(request: FastifyRequest): Promise<void> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body.username !== undefined || body.password !== undefined) return;
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon > 0) request.body = { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const formOrJson = ['application/x-www-form-urlencoded', 'application/json'];

export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/public/addUser',
    {
      schema: {
        operationId: 'registerUser',
        summary: 'Register a student or mentor',
        tags: ['accounts'],
        security: publicAccess,
        consumes: formOrJson,
        body: registrationSchema,
        response: { 201: userSchema, ...errorResponses(400, 403, 409, 413, 429) },
      },
      config: { rateLimited: { name: 'registrationsPerIp', per: 'ip' } },
    },
    async (request, reply) => {
      const user = await service.register(app.db, request.body);
      await applyMobileVerification(app, user.id, user.mobile);
      reply.status(201);
      return service.toUserJson(app.db, user, user);
    },
  );

  // Limited per client address (config.rateLimited) and, failures only, per (username, address).
  app.post(
    '/perform-login',
    {
      schema: {
        operationId: 'login',
        summary: 'Log in (form fields, JSON, or an `Authorization: Basic` header); sets the session cookie',
        tags: ['accounts'],
        security: publicAccess,
        consumes: formOrJson,
        body: loginSchema,
        description: 'A suspended account answers 403 "This account is suspended" (after a correct password).',
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      config: { rateLimited: { name: 'loginPerIp', per: 'ip' } },
      preValidation: basicCredentials,
    },
    async (request) => {
      const { username, password } = request.body;
      await app.loginFailures.check(username, request.ip);
      const user = await service.authenticate(app.db, username, password).catch(async (error: unknown) => {
        await app.loginFailures.recordFailure(username, request.ip);
        throw error;
      });
      await app.loginFailures.clear(username, request.ip);
      service.assertNotSuspended(user);
      await startUserSession(request, user.id, user.sessionVersion, app.now());
      return service.toUserJson(app.db, user, user);
    },
  );

  app.get(
    '/public/isLogin',
    {
      schema: {
        operationId: 'isLoggedIn',
        summary: 'Whether the caller has a session (JSON true or false)',
        tags: ['accounts'],
        security: publicAccess,
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await app.sessionUser(request)) !== undefined,
  );

  // A top-level navigation (spec: "GET /logout: navigation"); SameSite=Strict keeps it same-site.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/logout',
      schema: {
        operationId: method === 'GET' ? 'logoutNavigation' : 'logout',
        summary: method === 'GET' ? 'End the session (and its sockets); a browser navigation (Accept: text/html) is redirected to /login' : 'End the session (and its sockets)',
        tags: ['accounts'],
        security: publicAccess,
        response: method === 'GET' ? { 200: z.literal(true), 302: z.null().describe('Redirect to /login (a browser navigation)') } : { 200: z.literal(true) },
      },
      config: { navigation: true },
      handler: async (request, reply) => {
        // The session's open sockets end with it, on every API instance.
        if (request.session.get('userId') !== undefined) await service.endSessionSockets(app.db, request.session.sessionId);
        await request.session.destroy();
        reply.clearCookie('sid', { path: '/' });
        if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) return reply.redirect('/login');
        return true as const;
      },
    });
  }

  app.get(
    '/api/userDetails',
    { schema: { operationId: 'getCurrentUser', summary: 'The logged-in user', tags: ['accounts'], security: session, response: { 200: userSchema, ...errorResponses(401) } } },
    async (request) => {
      const me = currentUser(request);
      return service.toUserJson(app.db, me, me);
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        operationId: 'getUserById',
        summary: "A user by id (another user's mobile and email are null unless the caller is an admin)",
        tags: ['accounts'],
        security: session,
        params: idQuerySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.toUserJson(app.db, await service.getUser(app.db, request.params.id), currentUser(request)),
  );

  app.get(
    '/api/getUserDetails',
    {
      schema: {
        operationId: 'getUserDetails',
        summary: 'A user by id (the spec\'s query form of GET /api/users/{id})',
        tags: ['accounts'],
        security: session,
        querystring: idQuerySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.toUserJson(app.db, await service.getUser(app.db, request.query.id), currentUser(request)),
  );

  app.get(
    '/api/getSubmittedBy',
    { schema: { operationId: 'countMySubmittedQuestions', summary: 'How many questions I submitted', tags: ['accounts'], security: session, response: { 200: z.number().int(), ...errorResponses(401) } } },
    async (request) => repo.countSubmittedBy(app.db, currentUser(request).id),
  );

  app.get(
    '/api/getAnswered',
    { schema: { operationId: 'countMyAnsweredQuestions', summary: 'How many distinct questions I answered', tags: ['accounts'], security: session, response: { 200: z.number().int(), ...errorResponses(401) } } },
    async (request) => repo.countAnswered(app.db, currentUser(request).id),
  );

  // Wrong current passwords count as failed logins of the username from this address
  // (plugins/loginFailures.ts), so a borrowed session cannot guess faster than the login form allows.
  app.post(
    '/api/users/me/password',
    {
      schema: {
        operationId: 'changeMyPassword',
        summary: 'Change my password; my other sessions (and their sockets) end, this one stays',
        tags: ['accounts'],
        security: session,
        body: passwordChangeSchema,
        response: { 204: z.null().describe('Changed'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await app.loginFailures.check(me.username, request.ip);
      const change = { ...request.body, keepSessionId: request.session.sessionId };
      const version = await service.changePassword(app.db, me, change).catch(async (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 400) await app.loginFailures.recordFailure(me.username, request.ip);
        throw error;
      });
      request.session.set('sessionVersion', version);
      return reply.status(204).send(null);
    },
  );

  // Changing the email needs the current password; wrong ones count as failed logins, as above.
  app.patch(
    '/api/users/me',
    {
      schema: {
        operationId: 'updateMyProfile',
        summary: 'Edit my name and email address (a new address is unverified; changing it needs currentPassword)',
        tags: ['accounts'],
        security: session,
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const checksPassword = service.changesEmail(me, request.body);
      if (checksPassword) await app.loginFailures.check(me.username, request.ip);
      const updated = await service.updateProfile(app.db, me, request.body).catch(async (error: unknown) => {
        // A password given and wrong is a guess; a missing one is not.
        const guessed = checksPassword && Boolean(request.body.currentPassword) && error instanceof AppError && error.message === messages.account.currentPasswordIncorrect;
        if (guessed) await app.loginFailures.recordFailure(me.username, request.ip);
        throw error;
      });
      return service.toUserJson(app.db, updated, updated);
    },
  );
}
