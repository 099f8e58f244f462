/** Resource logic: checking and storing an upload, listing, and the file of a download. */
import type { PageQuery } from '@common/api/http.ts';
import { resourceDescriptionSchema, type Resource } from '@common/api/resources.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound, parseInput } from '../../errors.ts';
import { displayFileName, isPdf } from './resources.file.ts';
import * as repo from './resources.repo.ts';
import type { RawResourceUpload } from './resources.upload.ts';

function toResource(row: repo.ResourceListRow): Resource {
  return {
    id: row.id,
    fileName: row.fileName,
    description: row.description,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploader,
  };
}

/**
 * Checks an upload and stores it as uploaded by `uploadedBy`: a file is required, it must be a
 * PDF by content (`%PDF-` at the start; name and declared type are not trusted), and the
 * description is required after trimming. The file name is kept as sent, made safe for display.
 * @throws AppError 400 with the spec's text ("Only PDF files are allowed", "Description is required", ...).
 */
export async function uploadResource(db: Queryable, uploadedBy: number, upload: RawResourceUpload): Promise<Resource> {
  if (!upload.file) throw badRequest(messages.resources.fileRequired);
  if (!isPdf(upload.file.data)) throw badRequest(messages.resources.pdfOnly);
  const description = parseInput(resourceDescriptionSchema, upload.description);
  const row = await repo.insertResource(db, {
    fileName: displayFileName(upload.file.fileName),
    description,
    data: upload.file.data,
    uploadedBy,
  });
  return toResource(row);
}

/** A page of resources, newest first, and how many there are in all. */
export async function listResources(db: Queryable, page: PageQuery): Promise<{ resources: Resource[]; total: number }> {
  const [rows, total] = await Promise.all([repo.listResources(db, page), repo.countResources(db)]);
  return { resources: rows.map(toResource), total };
}

/**
 * The stored file of resource `id`.
 * @throws AppError 404 "Resource not found".
 */
export async function resourceFile(db: Queryable, id: number) {
  const file = await repo.findResourceFile(db, id);
  if (!file) throw notFound(messages.resources.notFound);
  return file;
}
