/**
 * Resource routes (spec section 7 "Resources"; CONTRACT.md section 5): POST /api/uploadPdf,
 * GET /api/getResources, GET /api/downloadResource/{id}. Every route needs a session.
 */
import type { FastifyInstance } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import { idSchema, pageQuerySchema } from '@common/api/http.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { asciiFallbackName } from './resources.file.ts';
import * as service from './resources.service.ts';
import { discardUnreadBody, readResourceUpload } from './resources.upload.ts';

export async function resourcesRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.post('/api/uploadPdf', { onResponse: discardUnreadBody }, async (request, reply) => {
    const upload = await readResourceUpload(request);
    const resource = await service.uploadResource(app.db, currentUser(request).id, upload);
    reply.status(201);
    return resource;
  });

  app.get('/api/getResources', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { resources, total } = await service.listResources(app.db, page);
    reply.header('X-Total-Count', total);
    return resources;
  });

  app.get('/api/downloadResource/:id', async (request, reply) => {
    const { id } = parseInput(z.object({ id: idSchema }), request.params);
    const file = await service.resourceFile(app.db, id);
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.data.length)
      .header('Content-Disposition', contentDisposition(file.fileName, { fallback: asciiFallbackName(file.fileName) }))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache');
    return file.data;
  });
}
