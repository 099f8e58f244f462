/**
 * Reads the multipart body of POST /api/images: the `image` file part. The file is read chunk by
 * chunk and reading stops as soon as it passes limits.imageMaxBytes (busboy's `fileSize` limit
 * cuts the stream there), so no more than the cap is ever held in memory and nothing is stored.
 */
import type { FastifyRequest } from 'fastify';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';
import { readCappedFile } from '../../http/uploads.ts';

/**
 * The bytes of the `image` part, unchecked except for the size cap; undefined when the body has
 * none. Other fields are ignored; a file under another field name is discarded unread.
 * @throws AppError 400 "Only PNG, JPEG, WebP or GIF images are allowed" for a body that is not
 * multipart, 413 "Image must be under 1MB" (and 413 for more files, fields or parts than an upload has).
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) throw badRequest(messages.images.notImage);
  let image: Buffer | undefined;
  const parts = request.parts({ limits: { fileSize: limits.imageMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'image') {
      part.file.resume();
      continue;
    }
    image = await readCappedFile(part.file, messages.images.tooLarge);
  }
  return image;
}
