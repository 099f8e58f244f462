/**
 * `npm run build:server`: compiles the server, its queue workers and the database scripts to
 * JavaScript with esbuild, so production runs plain `node` (no tsx, no TypeScript at run time).
 *
 * Output, under `<outDir>` (default `dist/server`):
 * - `main.js` (server/main.ts: API and workers), `migrate.js`, `seed.js`, `create-admin.js`
 *   (scripts/*.ts), sharing ES module chunks (`chunk-*.js`). Packages stay imports of
 *   `node_modules` (`packages: 'external'`); our own modules and the `@common/*` alias are bundled.
 * - The files the code reads beside itself. Every bundled module's `import.meta.dirname` is
 *   `<outDir>`, so each file goes where its module's `join(import.meta.dirname, …)` looks:
 *   `migrations/` (server/db/client.ts), `abbreviations.json` (server/features/search/dictionary.ts),
 *   `../scripts/content/` (server/demo.ts, server/demoForums.ts). The web app is found at
 *   `<outDir>/../../dist/web` (server/plugins/web.ts), the project's own `dist/web`, which is why
 *   `<outDir>` must sit two folders below the project root.
 * - `build.json`: when it was built (scripts/start.mjs compares it with the sources).
 *
 * Usage: `node scripts/build-server.mjs [outDir]`. Exits non-zero on a compile error.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');

/** Entry points: output name -> source. */
export const serverEntries = {
  main: 'server/main.ts',
  migrate: 'scripts/migrate.ts',
  seed: 'scripts/seed.ts',
  'create-admin': 'scripts/create-admin.ts',
};

/** Data files the compiled code reads: source (from the root) -> destination (from outDir). */
export const serverAssets = {
  'server/db/migrations': 'migrations',
  'server/features/search/abbreviations.json': 'abbreviations.json',
  'scripts/content/questions.xlsx': '../scripts/content/questions.xlsx',
  'scripts/content/forums.json': '../scripts/content/forums.json',
};

/**
 * Compiles into `outDir` (replaced) and copies the data files.
 * @param {string} outDir absolute, or relative to the project root
 * @returns {Promise<{ outDir: string, ms: number }>}
 * @throws when esbuild reports an error, or when `outDir` is not two levels below the project root
 */
export async function buildServer(outDir = 'dist/server') {
  const started = performance.now();
  const out = resolve(root, outDir);
  if (dirname(dirname(out)) !== root) throw new Error(`the server's build folder must be two levels below the project root (like dist/server), not ${outDir}`);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    keepNames: true, // error classes keep their names (`error.name`, logs)
    sourcemap: 'linked', // `node --enable-source-maps dist/server/main.js` maps stack traces to .ts
    logLevel: 'warning',
  });
  for (const [from, to] of Object.entries(serverAssets)) {
    const target = join(out, to);
    rmSync(target, { recursive: true, force: true }); // only what this build copies, never a folder above
    mkdirSync(dirname(target), { recursive: true });
    // drizzle's migrator reads the SQL files and meta/_journal.json, not drizzle-kit's snapshots.
    cpSync(join(root, from), target, { recursive: true, filter: (source) => !source.endsWith('_snapshot.json') });
  }
  const ms = Math.round(performance.now() - started);
  writeFileSync(join(out, 'build.json'), `${JSON.stringify({ builtAt: new Date().toISOString(), ms })}\n`);
  return { outDir: relative(root, out), ms };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    const { outDir, ms } = await buildServer(process.argv[2]);
    console.log(`Built the server into ${outDir} in ${ms} ms`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
