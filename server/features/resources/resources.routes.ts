/**
 * Resource routes (spec section 7 "Resources"; docs/contract.md section 5): POST /api/uploadPdf,
 * GET /api/getResources, GET /api/downloadResource/{id}, DELETE /api/resources/{id}. Every route needs a session.
 */
import { messages } from '@common/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { create as contentDisposition } from 'content-disposition';
import { pageQuerySchema, idQuerySchema } from '@common/api/http.ts';
import { limits } from '@common/limits.ts';
import { resourceDescriptionSchema, resourceSchema, resourceTitleSchema } from '@common/api/resources.ts';
import { binaryFileSchema, errorResponses, mediaResponse, pageOf, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { asciiFallbackName } from './resources.file.ts';
import * as service from './resources.service.ts';
import { discardUnreadBody } from '../../http/uploads.ts';
import { readResourceUpload } from './resources.upload.ts';

export async function resourcesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['resources'];

  app.post(
    '/api/uploadPdf',
    {
      schema: {
        operationId: 'uploadResource',
        summary: `Upload a PDF resource (at most ${limits.resourceMaxBytes / 1024 / 1024} MB, checked by its content)`,
        tags,
        security: session,
        multipart: {
          pdfFile: { file: 'application/pdf', description: 'The PDF', required: true },
          description: { text: resourceDescriptionSchema, required: true },
          title: { text: resourceTitleSchema },
        },
        response: { 201: resourceSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      onResponse: discardUnreadBody,
      config: { rateLimited: { name: 'uploads', per: 'user', message: messages.generic.uploadQuota } },
    },
    async (request, reply) => {
      const upload = await readResourceUpload(request);
      const resource = await service.uploadResource(app.db, currentUser(request).id, upload);
      reply.status(201);
      return resource;
    },
  );

  app.get(
    '/api/getResources',
    {
      schema: {
        operationId: 'listResources',
        summary: 'Resources, newest first',
        tags,
        security: session,
        querystring: pageQuerySchema,
        response: { 200: pageOf(resourceSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { resources, total } = await service.listResources(app.db, request.query);
      reply.header('X-Total-Count', total);
      return resources;
    },
  );

  app.get(
    '/api/downloadResource/:id',
    {
      schema: {
        operationId: 'downloadResource',
        summary: "Download a resource's PDF (as an attachment with its file name)",
        tags,
        security: session,
        params: idQuerySchema,
        response: { 200: mediaResponse('application/pdf', 'The PDF file', binaryFileSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.resourceFile(app.db, request.params.id);
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.data.length)
        .header('Content-Disposition', contentDisposition(file.fileName, { fallback: asciiFallbackName(file.fileName) }))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache');
      return file.data;
    },
  );

  app.delete(
    '/api/resources/:id',
    {
      schema: {
        operationId: 'deleteResource',
        summary: 'Delete a resource and its file (its uploader or an admin)',
        tags,
        security: session,
        params: idQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteResource(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
