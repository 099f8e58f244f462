/** Account routes (spec section 7 "Session and users"; CONTRACT.md section 5). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSchema, registrationSchema } from '@common/api/accounts.ts';
import { idQuerySchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './accounts.repo.ts';
import * as service from './accounts.service.ts';
import { applyMobileVerification } from './accounts.mobile.ts';

/** Username and password from form/JSON fields, else from an `Authorization: Basic` header. */
function loginCredentials(request: FastifyRequest): unknown {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body.username !== undefined || body.password !== undefined) return body;
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  return body;
}

export async function accountsRoutes(app: FastifyInstance) {
  app.post('/public/addUser', async (request, reply) => {
    const input = parseInput(registrationSchema, request.body);
    const user = await service.register(app.db, input);
    await applyMobileVerification(app, user.id, user.mobile);
    reply.status(201);
    return service.toUserJson(app.db, user, user);
  });

  // Limited per client address (plugins/rateLimits.ts) and per username: failures only.
  app.post('/perform-login', async (request) => {
    const { username, password } = parseInput(loginSchema, loginCredentials(request));
    await app.loginFailures.check(username);
    const user = await service.authenticate(app.db, username, password).catch(async (error: unknown) => {
      await app.loginFailures.recordFailure(username);
      throw error;
    });
    await app.loginFailures.clear(username);
    // A new session id at login (no fixation).
    await request.session.regenerate();
    request.session.set('userId', user.id);
    return service.toUserJson(app.db, user, user);
  });

  app.get('/public/isLogin', async (request) => (await app.sessionUser(request)) !== undefined);

  // A top-level navigation (spec: "GET /logout: navigation"); SameSite=Strict keeps it same-site.
  app.route({
    method: ['GET', 'POST'],
    url: '/logout',
    config: { navigation: true },
    handler: async (request, reply) => {
      await request.session.destroy();
      reply.clearCookie('sid', { path: '/' });
      if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) return reply.redirect('/login');
      return true;
    },
  });

  app.get('/api/userDetails', { preHandler: app.requireUser }, async (request) => {
    const me = currentUser(request);
    return service.toUserJson(app.db, me, me);
  });

  app.get('/api/users/:id', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(idQuerySchema, request.params);
    return service.toUserJson(app.db, await service.getUser(app.db, id), currentUser(request));
  });

  app.get('/api/getUserDetails', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(idQuerySchema, request.query);
    return service.toUserJson(app.db, await service.getUser(app.db, id), currentUser(request));
  });

  app.get('/api/getSubmittedBy', { preHandler: app.requireUser }, async (request) =>
    repo.countSubmittedBy(app.db, currentUser(request).id),
  );

  app.get('/api/getAnswered', { preHandler: app.requireUser }, async (request) =>
    repo.countAnswered(app.db, currentUser(request).id),
  );
}
