import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:8080';

/** Builds web/ into dist/web; the dev server proxies the API and socket.io to a running `npm start`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@common': `${import.meta.dirname}/../common` } },
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
