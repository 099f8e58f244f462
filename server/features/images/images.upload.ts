/**
 * Reads the multipart body of POST /api/images: the `image` file part. The file is read chunk by
 * chunk and reading stops as soon as it passes limits.imageMaxBytes (busboy's `fileSize` limit
 * cuts the stream there), so no more than the cap is ever held in memory and nothing is stored.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { AppError, badRequest } from '../../errors.ts';

/**
 * The file's bytes.
 * @throws AppError 413 "Image must be under 1MB" at the first chunk past the cap.
 */
async function readCapped(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw new AppError(413, messages.images.tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw new AppError(413, messages.images.tooLarge);
  return Buffer.concat(chunks);
}

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
    image = await readCapped(part.file);
  }
  return image;
}

/**
 * onResponse hook: when the answer went out before the body was read to its end (an upload
 * refused mid-stream), lets the rest flow by unread so the connection is freed instead of waiting
 * paused until it times out.
 */
export async function discardUnreadBody(request: FastifyRequest): Promise<void> {
  if (!request.raw.readableEnded) request.raw.resume();
}
