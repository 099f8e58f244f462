/** Resource logic: checking and storing an upload, listing, and the file of a download. */
import type { PageQuery } from '@common/api/http.ts';
import { defaultResourceTitle, resourceDescriptionSchema, resourceTitleSchema, type Resource } from '@common/api/resources.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { badRequest, notFound, parseInput } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { requireAuthorOrAdmin } from '../../policies/access.ts';
import { displayFileName, isPdf, pdfFileName } from './resources.file.ts';
import * as repo from './resources.repo.ts';
import type { RawResourceUpload } from './resources.upload.ts';

function toResource(row: repo.ResourceListRow): Resource {
  return {
    id: row.id,
    fileName: pdfFileName(row.fileName),
    title: row.title,
    description: row.description,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploader,
  };
}

/**
 * Checks an upload and stores it as uploaded by `uploadedBy`: a file is required, it must be a
 * PDF by content (`%PDF-` at the start; name and declared type are not trusted), and the
 * description is required after trimming. The file name is kept as sent, made safe for display
 * and ending in `.pdf` (resources.file.ts);
 * the title is trimmed (at most limits.resourceTitleMax characters, no NUL) and, when empty, is the
 * file name without `.pdf`.
 * @throws AppError 400 with the spec's text ("Only PDF files are allowed", "Description is required", ...).
 */
export async function uploadResource(db: Queryable, uploadedBy: number, upload: RawResourceUpload): Promise<Resource> {
  if (!upload.file) throw badRequest(messages.resources.fileRequired);
  if (!isPdf(upload.file.data)) throw badRequest(messages.resources.pdfOnly);
  const description = parseInput(resourceDescriptionSchema, upload.description);
  const title = parseInput(resourceTitleSchema, upload.title ?? '');
  const fileName = displayFileName(upload.file.fileName);
  const row = await repo.insertResource(db, {
    fileName,
    title: title || defaultResourceTitle(fileName),
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
  return { ...file, fileName: pdfFileName(file.fileName) };
}

/**
 * Deletes resource `id` and its stored file when `user` uploaded it or is an admin.
 * @throws AppError 404 "Resource not found"; 403 "Only the uploader or an admin can delete this resource" (nothing changes)
 */
export function deleteResource(db: Database, user: UserRow, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const resource = await repo.lockResourceOwner(tx, id);
    if (!resource) throw notFound(messages.resources.notFound);
    requireAuthorOrAdmin(user, resource.uploadedBy, messages.resources.deleteOwnerOnly);
    await repo.deleteResource(tx, id);
  });
}
