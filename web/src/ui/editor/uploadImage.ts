/**
 * Uploading one image for Markdown: `POST /api/images` (contract section 7.1) with the file as
 * multipart field `image`, through the typed client. Resolves to the stored image's URL
 * (`/api/images/<id>`). Rejects with `ApiRequestError` carrying the server's text for a refused
 * file — 400 "Only PNG, JPEG, WebP or GIF images are allowed", 413 "Image must be under 1MB",
 * 401 when the session ended — or with a network error.
 */
import { apiClient, ok } from '../../lib/api/client.ts';

export async function uploadImage(file: Blob, signal?: AbortSignal): Promise<string> {
  const uploaded = await ok(
    apiClient.POST('/api/images', {
      body: { image: file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('image', body.image, file instanceof File ? file.name : 'image');
        return form;
      },
      signal,
    }),
  );
  return uploaded.url;
}
