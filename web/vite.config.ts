import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';

const api = 'http://127.0.0.1:8080';

/**
 * rehype-katex turns KaTeX's HTML into a tree with hast-util-from-html-isomorphic, whose browser
 * build parses it through a <template>: Chromium then reports a CSP violation (style-src-attr) for
 * every inline style of a formula. Its portable build (parse5, no DOM) makes the same tree without
 * touching the document; React then applies the styles through the CSSOM, which CSP allows.
 */
const fromHtmlWithoutDom = createRequire(import.meta.url).resolve('hast-util-from-html-isomorphic');

/** Builds web/ into dist/web; the dev server proxies the API and socket.io to a running `npm start`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@common': `${import.meta.dirname}/../common`, 'hast-util-from-html-isomorphic': fromHtmlWithoutDom } },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
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
