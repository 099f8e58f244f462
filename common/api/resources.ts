/**
 * Free PDF resources (spec sections 2 "Resources", 3 "Resource", 5, 7, 8; docs/contract.md section 5):
 * POST /api/uploadPdf (multipart `pdfFile` + `description` + optional `title`), GET /api/getResources,
 * GET /api/downloadResource/{id}, DELETE /api/resources/{id} (uploader or admin).
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { userTypeSchema } from './accounts.ts';

/** The `description` field of an upload: required after trimming, at most limits.resourceDescriptionMax characters. */
export const resourceDescriptionSchema = z
  .string({ error: messages.resources.descriptionRequired })
  .trim()
  .min(1, messages.resources.descriptionRequired)
  .max(limits.resourceDescriptionMax, messages.resources.descriptionTooLong)
  .refine((text) => !text.includes('\u0000'), messages.validation.nulCharacter);

/**
 * The optional `title` field of an upload: trimmed, at most limits.resourceTitleMax characters, no
 * NUL; empty or absent means "the file name without `.pdf`".
 */
export const resourceTitleSchema = z
  .string()
  .trim()
  .refine((text) => Array.from(text).length <= limits.resourceTitleMax, messages.resources.titleTooLong)
  .refine((text) => !text.includes('\u0000'), messages.validation.nulCharacter);

/** The uploader as a resource shows it (spec section 3: name and userType). */
export const resourceUploaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userType: userTypeSchema,
});
export type ResourceUploader = z.infer<typeof resourceUploaderSchema>;

/**
 * A resource as listed and as answered by the upload; never its bytes. `sizeBytes` in bytes,
 * `createdAt` ISO 8601 UTC; `uploadedBy` is null once the uploader's account is gone.
 */
export const resourceSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** What lists show: the uploader's title, else the file name without `.pdf`. */
  title: z.string(),
  description: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  uploadedBy: resourceUploaderSchema.nullable(),
}).meta({ id: 'Resource' });
export type Resource = z.infer<typeof resourceSchema>;

/** `{id}` of GET /api/downloadResource/{id}. */
export const resourceDownloadPath = (id: number) => `/api/downloadResource/${id}`;

/** The title of an upload with no `title`: its stored file name without a final `.pdf` (any case). */
export function defaultResourceTitle(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '').trim() || fileName;
}
