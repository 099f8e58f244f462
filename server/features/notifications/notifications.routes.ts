/**
 * Notification routes (docs/contract.md section 7.4): GET /api/notifications (paged, newest first,
 * X-Total-Count and X-Unread-Count), POST /api/notifications/read, GET|PUT
 * /api/notification-settings, and GET /api/users/search?prefix= (usernames for @mentions).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@common/api/http.ts';
import { markReadSchema, notificationSchema, notificationSettingsSchema, userSearchQuerySchema, userSearchResultSchema } from '@common/api/notifications.ts';
import { errorResponses, noContent, pageOf, session } from '../../http/contract.ts';
import { countVisible, listVisible } from '../../notifications/read.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './notifications.repo.ts';

export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: 'My notifications, newest first (X-Total-Count; X-Unread-Count: how many are unread)',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(notificationSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const [list, counts] = await Promise.all([listVisible(app.db, userId, request.query), countVisible(app.db, userId)]);
      reply.header('X-Total-Count', counts.total).header('X-Unread-Count', counts.unread).header('Cache-Control', 'no-store');
      return list;
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        operationId: 'markNotificationsRead',
        summary: 'Mark my notifications read: { ids } or { all: true }',
        tags,
        security: session,
        body: markReadSchema,
        response: { 204: noContent('Marked read'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await repo.markRead(app.db, currentUser(request).id, 'ids' in request.body ? request.body.ids : undefined);
      reply.status(204);
      return null;
    },
  );

  app.get(
    '/api/notification-settings',
    {
      schema: {
        operationId: 'getNotificationSettings',
        summary: 'My notification settings (emailDigest: "off" or "daily")',
        tags,
        security: session,
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { emailDigest: await repo.findEmailDigest(app.db, currentUser(request).id) };
    },
  );

  app.put(
    '/api/notification-settings',
    {
      schema: {
        operationId: 'saveNotificationSettings',
        summary: 'Save my notification settings (emailDigest "daily": a daily mail of my unread notifications)',
        tags,
        security: session,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await repo.saveEmailDigest(app.db, currentUser(request).id, request.body.emailDigest);
      return { emailDigest: request.body.emailDigest };
    },
  );

  app.get(
    '/api/users/search',
    {
      schema: {
        operationId: 'searchUsernames',
        summary: 'Up to 8 users whose username starts with prefix (for @mentions)',
        tags,
        security: session,
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return repo.findUsersByPrefix(app.db, request.query.prefix, 8);
    },
  );
}
