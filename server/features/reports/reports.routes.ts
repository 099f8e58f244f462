/**
 * Reports of errors in questions (docs/contract.md section 7.5): POST /api/questions/{id}/reports
 * (logged in), GET /api/reports and POST /api/reports/{id}/resolve (admins).
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@common/messages.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuerySchema, pageQuerySchema } from '@common/api/http.ts';
import { createdReportSchema, reportInputSchema, reportSchema } from '@common/api/reports.ts';
import { limits } from '@common/limits.ts';
import { errorResponses, noContent, pageOf, session, textBodyLimit } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './reports.service.ts';

export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  app.post(
    '/api/questions/:id/reports',
    {
      schema: {
        operationId: 'reportQuestion',
        summary: 'Report an error in a question',
        description:
          'Any logged-in user who may see the question (404 otherwise, also for a deleted one). One open report per user and question: ' +
          'a second while the first is open is 409; after an admin resolves it the user may report again.',
        tags,
        security: session,
        params: idQuerySchema,
        body: reportInputSchema,
        response: { 201: createdReportSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
      bodyLimit: textBodyLimit(limits.reportTextMax),
      config: { rateLimited: { name: 'reports', per: 'user', message: messages.generic.reportQuota } },
    },
    async (request, reply) => {
      const report = await service.reportQuestion(app.db, currentUser(request), request.params.id, request.body);
      reply.status(201);
      return report;
    },
  );

  app.get(
    '/api/reports',
    {
      schema: {
        operationId: 'listReports',
        summary: 'Reports of errors in questions (admin): open ones first, oldest first; then resolved ones, newest resolution first',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(reportSchema), ...errorResponses(400, 401, 403) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const { reports, total } = await service.listReports(app.db, request.query);
      reply.header('X-Total-Count', total);
      return reports;
    },
  );

  app.post(
    '/api/reports/:id/resolve',
    {
      schema: {
        operationId: 'resolveReport',
        summary: 'Resolve a report (admin; its reporter gets a report_resolved notification; resolving it again changes nothing)',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 204: noContent('Resolved'), ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      await service.resolveReport(app.db, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );
}
