/**
 * `npm start`'s web build decision (scripts/build-web.mjs, used by scripts/start.mjs; contract
 * 8.6): the build is always a production build whatever `NODE_ENV` says, and the build on disk is
 * remade when it is missing, was made in another mode, or from other inputs (judged by content,
 * not file times).
 */
import t, { type Test } from 'tap';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webBuildEnv, webBuildStampPath, webInputsHash, webRebuildReason } from '../../scripts/build-web.mjs';

/** A project root with web/, common/, a lock file and a built dist/web/index.html. */
function fakeProject(t: Test): string {
  const root = mkdtempSync(join(tmpdir(), 'start-build-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'web', 'src'), { recursive: true });
  mkdirSync(join(root, 'common'));
  mkdirSync(join(root, 'dist', 'web'), { recursive: true });
  writeFileSync(join(root, 'web', 'src', 'main.tsx'), 'export {};\n');
  writeFileSync(join(root, 'common', 'limits.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  writeFileSync(join(root, 'dist', 'web', 'index.html'), '<!doctype html>');
  return root;
}

function stamp(root: string, mode: string, inputs = webInputsHash(root)): void {
  writeFileSync(webBuildStampPath(root), JSON.stringify({ mode, inputs, builtAt: new Date().toISOString() }));
}

t.test('a build without a stamp is remade, even when it is newer than every source', async (t) => {
  const root = fakeProject(t);
  const future = new Date(Date.now() + 3_600_000);
  utimesSync(join(root, 'dist', 'web', 'index.html'), future, future);
  t.equal(webRebuildReason(root), 'no build stamp');
});

t.test('a development build on disk is remade for a production start', async (t) => {
  const root = fakeProject(t);
  stamp(root, 'development');
  t.equal(webRebuildReason(root), 'built in development mode');
});

t.test('a production build of the current sources is kept, even when a file was touched', async (t) => {
  const root = fakeProject(t);
  stamp(root, 'production');
  t.equal(webRebuildReason(root), null);
  const later = new Date(Date.now() + 3_600_000);
  utimesSync(join(root, 'common', 'limits.ts'), later, later);
  t.equal(webRebuildReason(root), null, 'same content, newer time');
});

t.test('a changed source is seen whatever its time, and so is a new file or a changed lock', async (t) => {
  const root = fakeProject(t);
  stamp(root, 'production');
  const file = join(root, 'web', 'src', 'main.tsx');
  writeFileSync(file, 'export const changed = 1;\n');
  utimesSync(file, new Date(0), new Date(0));
  t.equal(webRebuildReason(root), 'sources changed');
  stamp(root, 'production');
  writeFileSync(join(root, 'web', 'src', 'new.ts'), '');
  t.equal(webRebuildReason(root), 'sources changed', 'a new file');
  stamp(root, 'production');
  writeFileSync(join(root, 'package-lock.json'), '{"v":2}\n');
  t.equal(webRebuildReason(root), 'sources changed', 'the lock file');
});

t.test('a missing build is made; without sources (a production image) nothing is built', async (t) => {
  const root = fakeProject(t);
  stamp(root, 'production');
  rmSync(join(root, 'dist', 'web'), { recursive: true });
  t.equal(webRebuildReason(root), 'no build');
  rmSync(join(root, 'web'), { recursive: true });
  t.equal(webRebuildReason(root), null);
});

t.test('the build runs with NODE_ENV=production whatever the caller set', async (t) => {
  t.equal(webBuildEnv({ NODE_ENV: 'development', PATH: '/bin' }).NODE_ENV, 'production');
  t.equal(webBuildEnv({ PATH: '/bin' }).PATH, '/bin', 'the rest of the environment is kept');
  t.equal(webBuildEnv({}).NODE_ENV, 'production');
});
