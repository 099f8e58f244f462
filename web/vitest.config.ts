import { defineConfig } from 'vitest/config';

/**
 * Vitest for the web app's pure helpers: test files live next to the code as `*.test.ts` under
 * web/src (tap reads only test/**), run in Node without a browser. `npm test` runs this first.
 */
export default defineConfig({
  root: `${import.meta.dirname}/..`,
  resolve: { alias: { '@common': `${import.meta.dirname}/../common` } },
  test: {
    include: ['web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
