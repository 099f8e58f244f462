/**
 * `npm start` (and `npm run migrate`, `seed`, `create-admin`): runs the compiled server, building
 * first what is missing or out of date, so `npm ci && npm start` works on a fresh clone.
 *
 * - Web app: `dist/web` is rebuilt (scripts/build-web.mjs, always a production build whatever
 *   `NODE_ENV` says) when it is missing, or its stamp shows another mode or other inputs.
 * - Server: `dist/server` is rebuilt (scripts/build-server.mjs) when `dist/server/build.json` is
 *   missing or older than anything under `server/`, `worker/`, `common/` or the scripts it compiles.
 * - Where the sources are absent (the production image holds only `dist/`), nothing is built:
 *   what is in `dist/` runs, and a missing build is an error.
 *
 * Usage: `node scripts/start.mjs [main|migrate|seed|create-admin] [arguments…]` (default `main`).
 * Runs `node <flags> dist/server/<entry>.js` as a child (flags from nodeFlags.mjs for `main`),
 * forwards SIGINT/SIGTERM to it and exits with its code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeFlags } from './nodeFlags.mjs';
import { buildWeb, webRebuildReason } from './build-web.mjs';

const root = join(import.meta.dirname, '..');
const entries = ['main', 'migrate', 'seed', 'create-admin'];
const [entry = 'main', ...args] = process.argv.slice(2);
if (!entries.includes(entry)) {
  console.error(`usage: node scripts/start.mjs [${entries.join('|')}] [arguments…]`);
  process.exit(2);
}

/** Newest modification time (ms) of the files under `path` (a file or a folder); 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `built` is missing or older than any of `sources` (paths from the root); false without sources. */
function stale(built, sources) {
  const paths = sources.map((source) => join(root, source)).filter((path) => existsSync(path));
  if (paths.length === 0) return false;
  return !existsSync(built) || statSync(built).mtimeMs < Math.max(...paths.map(newestMtime));
}

const webReason = webRebuildReason(root);
if (webReason) {
  console.log(`Building the web app (${webReason})…`);
  const status = buildWeb(root);
  if (status !== 0) process.exit(status);
}
const serverBuilt = join(root, 'dist', 'server', 'build.json');
const serverSources = ['server', 'worker', 'common', 'tsconfig.json', 'scripts/content', 'scripts/build-server.mjs', 'scripts/migrate.ts', 'scripts/seed.ts', 'scripts/create-admin.ts'];
if (stale(serverBuilt, serverSources)) {
  console.log('Building the server…');
  // In its own process, so esbuild (and its service process) is gone before the server starts.
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const script = join(root, 'dist', 'server', `${entry}.js`);
if (!existsSync(script)) {
  console.error(`${script} is missing: run "npm run build" where the sources are`);
  process.exit(1);
}
const flags = entry === 'main' ? serverNodeFlags(process.env.PROCESS_ROLE) : [];
const child = spawn(process.execPath, [...flags, script, ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
