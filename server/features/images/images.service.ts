/** Image logic: checking and storing an upload, and the bytes of an image. */
import { imagePath, type UploadedImage } from '@common/api/images.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { limits } from '@common/limits.ts';
import { imageDimensionsOf, imageTypeOf } from './images.file.ts';
import * as repo from './images.repo.ts';

/**
 * Stores `data` as an image uploaded by `uploadedBy` when it is a PNG, JPEG, WebP or GIF by its
 * signature with a readable header (images.file.ts) whose dimensions are within
 * limits.imageMaxSide and limits.imageMaxPixels (contract 8.6: a small file may declare an image
 * that takes gigabytes to decode); the stored type is the recognised one, never the client's.
 * @throws AppError 400 "Only PNG, JPEG, WebP or GIF images are allowed" (no file, empty, a header
 * that does not read, anything else); 400 "Image must be at most 10000 pixels on a side and 40
 * megapixels".
 */
export async function uploadImage(db: Queryable, uploadedBy: number, data: Buffer | undefined): Promise<UploadedImage> {
  const contentType = data ? imageTypeOf(data) : undefined;
  const size = data && contentType ? imageDimensionsOf(data) : undefined;
  if (!data || !contentType || !size) throw badRequest(messages.images.notImage);
  if (size.width > limits.imageMaxSide || size.height > limits.imageMaxSide || size.width * size.height > limits.imageMaxPixels) {
    throw badRequest(messages.images.tooManyPixels);
  }
  const id = await repo.insertImage(db, { uploadedBy, contentType, data });
  return { id, url: imagePath(id) };
}

/**
 * The stored type and bytes of image `id`.
 * @throws AppError 404 "Image not found".
 */
export async function image(db: Queryable, id: number) {
  const found = await repo.findImage(db, id);
  if (!found) throw notFound(messages.images.notFound);
  return found;
}
