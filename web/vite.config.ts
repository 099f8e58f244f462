import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { createRequire } from 'node:module';
import { sharedPageCode } from './chunks.ts';

const api = 'http://127.0.0.1:8080';

/**
 * rehype-katex turns KaTeX's HTML into a tree with hast-util-from-html-isomorphic, whose browser
 * build parses it through a <template>: Chromium then reports a CSP violation (style-src-attr) for
 * every inline style of a formula. Its portable build (parse5, no DOM) makes the same tree without
 * touching the document; React then applies the styles through the CSSOM, which CSP allows.
 */
const fromHtmlWithoutDom = createRequire(import.meta.url).resolve('hast-util-from-html-isomorphic');

/**
 * Builds web/ into dist/web; the dev server proxies the API and socket.io to a running `npm start`.
 *
 * Delivery (contract section 7.8, served by server/plugins/web.ts): next to every text file of
 * 1 KB or more the build writes a brotli (quality 11) `.br` and a gzip (level 9) `.gz` copy; no
 * source maps are written (the dev server has its own). Every `import ... from 'zod'` resolves to
 * web/src/lib/zod.ts, which turns zod's eval probe off before any schema is defined (see there), so
 * zod loads only with the first chunk that needs it, not with the first page. The pages' shared
 * UI code goes into one chunk (web/chunks.ts), without the modules it imports
 * (`includeDependenciesRecursively: false`: those stay where the bundler puts them, so the
 * Markdown renderer is not pulled in with it).
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Installable and offline (contract 8.5; docs/architecture.md "Offline"): web/src/sw.ts built
    // with Workbox's precache manifest of the shell and hashed files (no .br/.gz copies), and the
    // web app manifest. Registration is ours (features/offline, a lazy chunk after load).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      manifest: {
        name: 'MBA Prep Community',
        short_name: 'MBA Prep',
        description: 'Free community for CAT, XAT and MBA entrance preparation: timed practice, offline practice packs, forums and resources.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4ed8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    alias: [
      { find: '@common', replacement: `${import.meta.dirname}/../common` },
      { find: 'hast-util-from-html-isomorphic', replacement: fromHtmlWithoutDom },
      { find: /^zod$/, replacement: `${import.meta.dirname}/src/lib/zod.ts` },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [sharedPageCode(`${import.meta.dirname}/src/main.tsx`)] } } },
  },
  server: {
    proxy: {
      '/api': api,
      '/public': api,
      '/perform-login': api,
      '/logout': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
