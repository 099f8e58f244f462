// `npm test`: the web unit tests (Vitest), then every tap test in two runs: test files that only
// share PostgreSQL and Redis two at a time (tap `jobs: 2`, a database per job: see
// test/helpers/jobDatabase.ts), then the fault and browser tests one at a time (they kill and
// restart processes and servers, or drive Chromium, and their waits are sized for a machine that
// is not running another test file). Arguments go to both tap runs (e.g. `npm test -- --reporter=tap`).
// Exits non-zero when any of the three failed; every run is made even after a failure.
// The browser tests need Chromium (CHROMIUM_PATH, default Debian's /usr/bin/chromium): when it is
// missing, Debian's `chromium` package is installed if this runs as root with apt-get; otherwise
// the browser tests are left out with one line saying how to enable them (never under CI=true,
// where they must run, and fail when they cannot).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const browser = ['test/e2e/**/*.test.ts', 'test/security/csp-browser.test.ts'];
const serial = ['test/faults/**/*.test.ts', ...browser];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const apt = (...aptArgs) => spawnSync('apt-get', aptArgs, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
if (!existsSync(chromiumPath) && !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests");
  if (!(apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium'))) console.log('Installing chromium failed');
}
const withBrowser = existsSync(chromiumPath) || process.env.CI === 'true';
if (!withBrowser) {
  console.log(`Browser tests skipped: no Chromium at ${chromiumPath}. Enable them with \`apt-get install -y chromium\` (as root) or CHROMIUM_PATH=<path to a Chromium>.`);
}
const runs = [
  ['npx', ['vitest', 'run', '--config', 'web/vitest.config.ts']],
  ['npx', ['tap', ...serial.map((glob) => `--exclude=${glob}`), ...args]],
  ['npx', ['tap', '--jobs=1', ...args, ...(withBrowser ? serial : ['test/faults/**/*.test.ts'])]],
];
let failed = false;
for (const [command, commandArgs] of runs) {
  const run = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
