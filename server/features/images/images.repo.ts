/** Queries on the images table. */
import { eq } from 'drizzle-orm';
import type { ImageContentType } from '@common/api/images.ts';
import type { Queryable } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

/** Stores an image; returns its id. */
export async function insertImage(
  db: Queryable,
  image: { uploadedBy: number; contentType: ImageContentType; data: Buffer },
): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({ ...image, sizeBytes: image.data.length })
    .returning({ id: images.id });
  return row!.id;
}

/** The stored type and bytes of image `id`, or undefined. */
export async function findImage(db: Queryable, id: number) {
  const [row] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}
