/// <reference lib="webworker" />
/**
 * The service worker (contract 8.5), built by vite-plugin-pwa into /sw.js with Workbox's precache
 * manifest injected as `self.__WB_MANIFEST` (the shell and every hashed file, fetched after the
 * first page has loaded; old precaches are removed when a new worker activates).
 *
 * - Pages (navigations outside the API) are network-first: the network's index.html when it
 *   answers within 4 s, else the last one seen, else the precached one, so the app opens offline.
 * - Hashed files come from the precache.
 * - Images (`/api/images/<id>`) come from the `pack-images` cache when the page put them there
 *   (the images of a practice pack saved for offline, features/offline/api/imageCache.ts), else
 *   from the network; the worker never adds to that cache.
 * - Nothing else is touched: every other API answer always goes to the network (practice packs
 *   themselves are kept by the page in IndexedDB, not here).
 * - A new worker waits until the page asks it to take over (`SKIP_WAITING`, sent when the user
 *   accepts "A new version is ready: reload").
 */
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 4,
  plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })],
});
registerRoute(new NavigationRoute(pages, { denylist: [/^\/api\//, /^\/public\//, /^\/socket\.io/, /^\/perform-login/, /^\/logout/, /^\/docs/] }));

// Read-only: cacheWillUpdate answering null keeps network answers out of the cache.
const packImages = new CacheFirst({ cacheName: 'pack-images', plugins: [{ cacheWillUpdate: async () => null }] });
registerRoute(({ url, sameOrigin }) => sameOrigin && /^\/api\/images\/[0-9]{1,15}$/.test(url.pathname), packImages);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
