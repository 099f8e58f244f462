// `npm start`: builds the web app when dist/web is missing or older than web/ sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeFlags } from './nodeFlags.mjs';

const root = join(import.meta.dirname, '..');
const built = join(root, 'dist', 'web', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'common')));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [...serverNodeFlags(process.env.PROCESS_ROLE), '--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
