/**
 * Images in rich text (contract section 7.1 "Rich text and images"):
 * POST /api/images (logged in; multipart field `image`, PNG/JPEG/WebP/GIF by content, at most
 * limits.imageMaxBytes) answers 201 `{ id, url }`; GET /api/images/{id} (public) answers the bytes.
 * Errors: 400 "Only PNG, JPEG, WebP or GIF images are allowed" (not an image, no file), 413
 * "Image must be under 1MB", 404 "Image not found".
 */
import { z } from 'zod';

/** The content types an image may have, the only ones stored and served. */
export const imageContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

/** The path an image is served at: `/api/images/<id>`. */
export const imagePath = (id: number) => `/api/images/${id}`;

/** The answer of an upload: the image's id and the URL to embed (`/api/images/<id>`). */
export const uploadedImageSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('`/api/images/<id>`, to use in Markdown as `![alt](url)`'),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
