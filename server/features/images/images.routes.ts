/**
 * Image routes (contract section 7.1 "Rich text and images"; upcoming rich text embeds them):
 * - POST /api/images (session; multipart `image`): 201 `{ id, url }`; 400 "Only PNG, JPEG, WebP or
 *   GIF images are allowed"; 400 "Image must be at most 10000 pixels on a side and 40 megapixels"; 413 "Image must be under 1MB"; 401; 403 without X-Requested-With.
 * - GET /api/images/{id} (public): the stored bytes with their image type, cached for a year
 *   (`immutable`: an image never changes) and `nosniff`; 400 malformed id; 404 "Image not found".
 */
import { messages } from '@common/messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idQuerySchema } from '@common/api/http.ts';
import { imageContentTypes, uploadedImageSchema } from '@common/api/images.ts';
import { limits } from '@common/limits.ts';
import { binaryFileSchema, errorResponses, publicAccess, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { discardUnreadBody } from '../../http/uploads.ts';
import * as service from './images.service.ts';
import { readImageUpload } from './images.upload.ts';

// Typed as any schema, as mediaResponse does: the handler answers a Buffer, sent as it is.
const imageBytes: z.ZodType = binaryFileSchema;
const imageResponse = {
  description: 'The image bytes, as uploaded, with their type',
  content: {
    'image/png': { schema: imageBytes },
    'image/jpeg': { schema: imageBytes },
    'image/webp': { schema: imageBytes },
    'image/gif': { schema: imageBytes },
  } satisfies Record<(typeof imageContentTypes)[number], unknown>,
};

export async function imagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['images'];

  app.post(
    '/api/images',
    {
      schema: {
        operationId: 'uploadImage',
        summary: `Upload an image for rich text (PNG, JPEG, WebP or GIF by content; at most ${limits.imageMaxBytes / 1024 / 1024} MB, ${limits.imageMaxSide} pixels on a side and ${limits.imageMaxPixels / 1_000_000} megapixels)`,
        tags,
        security: session,
        multipart: {
          image: { file: imageContentTypes.join(', '), description: 'The image (never SVG)', required: true },
        },
        response: { 201: uploadedImageSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      onResponse: discardUnreadBody,
      config: { rateLimited: { name: 'uploads', per: 'user', message: messages.generic.uploadQuota } },
    },
    async (request, reply) => {
      const data = await readImageUpload(request);
      const created = await service.uploadImage(app.db, currentUser(request).id, data);
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/api/images/:id',
    {
      schema: {
        operationId: 'getImage',
        summary: 'An uploaded image (public, cacheable forever)',
        tags,
        security: publicAccess,
        params: idQuerySchema,
        response: { 200: imageResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await service.image(app.db, request.params.id);
      reply
        .header('Content-Type', found.contentType)
        .header('Content-Length', found.data.length)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      return found.data;
    },
  );
}
