/**
 * The production build (scripts/build-server.mjs): compiles into a temporary folder (two levels
 * below the project root, like `dist/server`), checks that the output is plain JavaScript needing
 * neither tsx nor TypeScript paths, that every data file the code reads beside itself was copied,
 * and boots the compiled `main.js` (API role): on the embedded database that first start runs the
 * copied migrations and loads the demo content from the copied workbook and forums file; the search
 * dictionary is read at load. Then `npm start`'s staleness rule (scripts/start.mjs) is checked.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMainProcess } from '../helpers/mainProcess.ts';
import { buildServer, serverAssets, serverEntries } from '../../scripts/build-server.mjs';

const root = join(import.meta.dirname, '..', '..');
const base = mkdtempSync(join(root, '.build-test-'));
t.teardown(() => rmSync(base, { recursive: true, force: true }));
const outDir = join(base, 'server');

const built = await buildServer(outDir);

t.test('compiles every entry point to JavaScript that needs no tsx', async (t) => {
  t.equal(resolve(root, built.outDir), outDir);
  for (const name of Object.keys(serverEntries)) {
    t.ok(statSync(join(outDir, `${name}.js`)).isFile(), `${name}.js`);
  }
  const scripts = readdirSync(outDir).filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    const code = readFileSync(join(outDir, file), 'utf8');
    // Every import left in the output is a package or a sibling chunk, never a .ts file or an alias.
    const specifiers = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!);
    for (const specifier of specifiers) {
      t.notOk(/\.tsx?$/.test(specifier) || specifier.startsWith('@common/') || specifier === 'tsx' || specifier.startsWith('tsx/'), `${file} imports ${specifier}`);
      if (specifier.startsWith('.')) t.ok(statSync(join(outDir, specifier)).isFile(), `${file}: ${specifier} exists`);
    }
  }
  t.ok(scripts.length > Object.keys(serverEntries).length, 'entries share chunks');
});

t.test('copies the data files where the compiled code reads them', async (t) => {
  for (const [from, to] of Object.entries(serverAssets)) {
    const target = join(outDir, to);
    t.ok(statSync(target), `${from} -> ${to}`);
    if (statSync(join(root, from)).isFile()) t.same(readFileSync(target), readFileSync(join(root, from)), `${to} is a copy`);
  }
  const migrations = readdirSync(join(root, 'server', 'db', 'migrations')).filter((file) => file.endsWith('.sql'));
  t.same(readdirSync(join(outDir, 'migrations')).filter((file) => file.endsWith('.sql')), migrations, 'every migration');
  t.ok(statSync(join(outDir, 'migrations', 'meta', '_journal.json')).isFile(), 'the migration journal');
  t.same(JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')).ms, built.ms, 'build.json stamps the build');
});

t.test('refuses a build folder where the compiled code would not find the web app', async (t) => {
  await t.rejects(buildServer('misplaced'), /two levels below the project root/);
  await t.rejects(buildServer(join(base, 'a', 'server')), /two levels below the project root/);
});

t.test('the compiled server starts and answers', async (t) => {
  // PostgreSQL when the suite runs on it, else a fresh embedded database (migrations and demo content).
  const env: Record<string, string> = { PROCESS_ROLE: 'api', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const main = await startMainProcess(t, env, 100_000, join(outDir, 'main.js'));
  t.equal(await (await fetch(`${main.url}/public/isLogin`)).text(), 'false');
  t.equal((await fetch(`${main.url}/ready`)).status, 200);
  if (!process.env.DATABASE_URL) t.match(main.output(), /Loaded \d+ demo questions and \d+ demo forums/);
  main.child.kill('SIGTERM');
  t.equal((await main.exit).code, 0, 'graceful shutdown');
});
