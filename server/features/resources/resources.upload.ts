/**
 * Reads the multipart body of POST /api/uploadPdf: the `pdfFile` part, the `description` field and
 * the optional `title` field, in any order. The file is read chunk by chunk and reading stops as soon as it passes
 * limits.resourceMaxBytes (busboy's `fileSize` limit cuts the stream there), so no more than the
 * cap is ever held in memory.
 */
import type { FastifyRequest } from 'fastify';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';
import { readCappedFile } from '../../http/uploads.ts';

/** What the client sent, unchecked except for the size cap: `fileName` as the client named it. */
export interface RawResourceUpload {
  file: { fileName: string; data: Buffer } | undefined;
  /** The `description` field, undefined when absent. */
  description: string | undefined;
  /** The optional `title` field, undefined when absent. */
  title: string | undefined;
}

// A description of the longest allowed length, in UTF-8 (at most 4 bytes a character), fits.
const descriptionFieldBytes = limits.resourceDescriptionMax * 4 + 1024;

/**
 * Reads the upload's parts. Unknown fields are ignored; a file under another field name is
 * discarded unread.
 * @throws AppError 400 "Please choose a PDF file to upload" for a body that is not multipart,
 * 400 description or title too long, 413 file over the cap (and 413 for more files, fields or parts than
 * an upload has).
 */
export async function readResourceUpload(request: FastifyRequest): Promise<RawResourceUpload> {
  if (!request.isMultipart()) throw badRequest(messages.resources.fileRequired);
  const upload: RawResourceUpload = { file: undefined, description: undefined, title: undefined };
  const parts = request.parts({
    limits: { fileSize: limits.resourceMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: descriptionFieldBytes },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'pdfFile') {
        part.file.resume();
        continue;
      }
      upload.file = { fileName: part.filename, data: await readCappedFile(part.file, messages.resources.tooLarge) };
    } else if (part.fieldname === 'description') {
      if (part.valueTruncated) throw badRequest(messages.resources.descriptionTooLong);
      upload.description = String(part.value);
    } else if (part.fieldname === 'title') {
      // busboy's fieldSize is one cap for every field (the description's); the title's own limit is checked later.
      if (part.valueTruncated) throw badRequest(messages.resources.titleTooLong);
      upload.title = String(part.value);
    }
  }
  return upload;
}
