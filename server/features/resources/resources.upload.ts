/**
 * Reads the multipart body of POST /api/uploadPdf: the `pdfFile` part and the `description`
 * field, in either order. The file is read chunk by chunk and reading stops as soon as it passes
 * limits.resourceMaxBytes (busboy's `fileSize` limit cuts the stream there), so no more than the
 * cap is ever held in memory.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { AppError, badRequest } from '../../errors.ts';

/** What the client sent, unchecked except for the size cap: `fileName` as the client named it. */
export interface RawResourceUpload {
  file: { fileName: string; data: Buffer } | undefined;
  /** The `description` field, undefined when absent. */
  description: string | undefined;
}

// A description of the longest allowed length, in UTF-8 (at most 4 bytes a character), fits.
const descriptionFieldBytes = limits.resourceDescriptionMax * 4 + 1024;

/**
 * The file's bytes.
 * @throws AppError 413 "File size must be under 3MB" at the first chunk past the cap (the stream is
 * then destroyed, which stops the parser reading the request).
 */
async function readCapped(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw new AppError(413, messages.resources.tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw new AppError(413, messages.resources.tooLarge);
  return Buffer.concat(chunks);
}

/**
 * Reads the upload's parts. Unknown fields are ignored; a file under another field name is
 * discarded unread.
 * @throws AppError 400 "Please choose a PDF file to upload" for a body that is not multipart,
 * 400 description too long, 413 file over the cap (and 413 for more files, fields or parts than
 * an upload has).
 */
export async function readResourceUpload(request: FastifyRequest): Promise<RawResourceUpload> {
  if (!request.isMultipart()) throw badRequest(messages.resources.fileRequired);
  const upload: RawResourceUpload = { file: undefined, description: undefined };
  const parts = request.parts({
    limits: { fileSize: limits.resourceMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: descriptionFieldBytes },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'pdfFile') {
        part.file.resume();
        continue;
      }
      upload.file = { fileName: part.filename, data: await readCapped(part.file) };
    } else if (part.fieldname === 'description') {
      if (part.valueTruncated) throw badRequest(messages.resources.descriptionTooLong);
      upload.description = String(part.value);
    }
  }
  return upload;
}

/**
 * onResponse hook: when the answer went out before the body was read to its end (an upload
 * refused mid-stream), lets the rest flow by unread, as Node does with a body no handler touched,
 * so the connection is freed instead of waiting paused until it times out.
 */
export async function discardUnreadBody(request: FastifyRequest): Promise<void> {
  if (!request.raw.readableEnded) request.raw.resume();
}
