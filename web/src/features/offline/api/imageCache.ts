/**
 * The `pack-images` cache (contract 8.5): the page puts a saved pack's images in it, and the
 * service worker (web/src/sw.ts) answers `/api/images/<id>` from it first, never adding to it.
 */
const cacheName = 'pack-images';

/** Keeps `urls` (same-origin image addresses) for offline use; an image that cannot be fetched is skipped. Answers how many were kept. */
export async function cacheImages(urls: readonly string[]): Promise<number> {
  if (urls.length === 0 || !('caches' in window)) return 0;
  const cache = await caches.open(cacheName);
  const results = await Promise.allSettled(urls.map((url) => cache.add(url)));
  return results.filter((result) => result.status === 'fulfilled').length;
}

/** Forgets `urls` (the images of a deleted pack that no other saved pack shows). */
export async function forgetImages(urls: readonly string[]): Promise<void> {
  if (urls.length === 0 || !('caches' in window)) return;
  const cache = await caches.open(cacheName);
  await Promise.all(urls.map((url) => cache.delete(url)));
}
