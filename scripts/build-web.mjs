/**
 * `npm run build:web`: builds the web app into `dist/web` for production, whatever `NODE_ENV`
 * says (contract 8.6), and stamps the build so `npm start` (scripts/start.mjs) can tell whether
 * the build on disk was made from the current sources in the same way.
 *
 * - The build runs `vite build --mode production` with `NODE_ENV=production` (a `NODE_ENV` of
 *   `development` would otherwise give React's development build, about 50 KB more compressed).
 * - The stamp, `dist/web-build.json` (beside `dist/web`, so it is never served):
 *   `{ mode: "production", inputs: <sha256 hex of the inputs>, builtAt }`. The inputs are every
 *   file under `web/` and `common/` and `package-lock.json` (path and content, sorted by path),
 *   so a file touched without change does not force a rebuild and a change made with an old
 *   time still does.
 *
 * Usage: `node scripts/build-web.mjs`. Exits with vite's code on a failed build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const projectRoot = join(import.meta.dirname, '..');

/** The mode every build is made in. */
export const webBuildMode = 'production';

/** Files and folders (relative to the root) whose content makes the build. */
export const webBuildInputs = ['web', 'common', 'package-lock.json'];

/** The stamp's path under `root`. */
export function webBuildStampPath(root = projectRoot) {
  return join(root, 'dist', 'web-build.json');
}

/** Every file under `path`, recursively, as absolute paths; [] when absent. */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((entry) => filesUnder(join(path, entry)));
}

/** SHA-256 (hex) of the build's inputs under `root`: each file's relative path and content, sorted by path. */
export function webInputsHash(root = projectRoot) {
  const hash = createHash('sha256');
  const files = webBuildInputs.flatMap((input) => filesUnder(join(root, input)));
  for (const file of files.map((path) => relative(root, path)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Why the web build under `root` must be (re)made, or null when it is current: no `index.html`,
 * no stamp, a stamp of another mode, or inputs that changed since. Null too where the sources are
 * absent (a production image holding only `dist/`).
 */
export function webRebuildReason(root = projectRoot) {
  if (!existsSync(join(root, 'web'))) return null;
  if (!existsSync(join(root, 'dist', 'web', 'index.html'))) return 'no build';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(webBuildStampPath(root), 'utf8'));
  } catch {
    return 'no build stamp';
  }
  if (stamp.mode !== webBuildMode) return `built in ${String(stamp.mode)} mode`;
  if (stamp.inputs !== webInputsHash(root)) return 'sources changed';
  return null;
}

/** The environment vite runs in: the caller's, with `NODE_ENV=production`. */
export function webBuildEnv(env = process.env) {
  return { ...env, NODE_ENV: webBuildMode };
}

/** Builds `dist/web` with vite in production mode, then writes the stamp. Returns vite's exit code. */
export function buildWeb(root = projectRoot) {
  const inputs = webInputsHash(root);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--mode', webBuildMode, '--config', join(root, 'web', 'vite.config.ts')], { cwd: root, stdio: 'inherit', env: webBuildEnv() });
  if (build.status !== 0) return build.status ?? 1;
  writeFileSync(webBuildStampPath(root), `${JSON.stringify({ mode: webBuildMode, inputs, builtAt: new Date().toISOString() })}\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exit(buildWeb());
}
