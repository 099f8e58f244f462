/**
 * Production start-up (docs/contract.md section 7.8), on real processes:
 * - `NODE_ENV=production` refuses to start without an explicit TRUST_PROXY (one line naming it),
 *   and TRUST_PROXY is off unless set, so nobody can forge X-Forwarded-For by default.
 * - `NODE_ENV=production` on a brand-new embedded database loads no demo content and creates no
 *   demo accounts (whose passwords would be printed); `npm run seed` refuses to run.
 * - ADMIN_PASSWORD must follow the registration password rule, at start-up and in create-admin.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { startMainProcess, exitWithin } from '../helpers/mainProcess.ts';

const root = resolve(import.meta.dirname, '../..');
const secret = 'a-session-secret-of-at-least-32-characters';
const production = { NODE_ENV: 'production', SESSION_SECRET: secret };

function tempDir(t: { teardown(fn: () => unknown): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'mbaprep-production-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The problem lines loadConfig reports for `env` (none when it accepts it). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, { sessionSecret: secret });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** Runs a script (`node --import tsx <file> ...args`) to its end on a clean environment plus `env`. */
function run(file: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  const base: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' };
  for (const name of ['SESSION_SECRET', 'TRUST_PROXY', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'PROCESS_ROLE', 'NODE_OPTIONS']) delete base[name];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, output });
    });
  });
}

/** Lines naming a variable ("NAME: ..."). */
const variableLines = (output: string) => output.split('\n').filter((line) => /^[A-Z_]+: /.test(line));

t.test('TRUST_PROXY: off unless set; required in production', async (t) => {
  t.equal(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy, false, 'production with TRUST_PROXY=false');
  t.equal(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy, 1, 'production with one proxy hop');
  t.equal(loadConfig({}, { sessionSecret: secret }).trustProxy, false, 'development: no proxy trusted');
  const problems = problemsOf(production);
  t.equal(problems.length, 1, 'production without TRUST_PROXY: one problem');
  t.match(problems[0], /^TRUST_PROXY: is required when NODE_ENV=production/, 'naming TRUST_PROXY');
  t.same(problemsOf({ ...production, PROCESS_ROLE: 'worker' }), [], 'a worker-only process serves no HTTP and needs none');

  const exit = await run('server/main.ts', [], { ...production, DATA_DIR: tempDir(t) });
  t.equal(exit.code, 1, 'server/main.ts exits 1');
  const lines = variableLines(exit.output);
  t.equal(lines.length, 1, `one line names a variable (output: ${JSON.stringify(exit.output)})`);
  t.match(lines[0], /^TRUST_PROXY: /);
  t.notMatch(exit.output, /\n\s+at /, 'no stack trace');
});

t.test('ADMIN_PASSWORD follows the password rule, at start-up and in create-admin', async (t) => {
  const admin = { ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@example.org' };
  for (const weak of ['password', 'Chief2026', 'chief@2026', `Aa1@${'x'.repeat(200)}`]) {
    const problems = problemsOf({ ...admin, ADMIN_PASSWORD: weak });
    t.equal(problems.length, 1, `"${weak.slice(0, 12)}": one problem`);
    t.match(problems[0], /^ADMIN_PASSWORD: must follow the password rule/);
  }
  t.same(problemsOf({ ...admin, ADMIN_PASSWORD: 'Chief@2026' }), [], 'a good password passes');

  const [started, created] = await Promise.all([
    run('server/main.ts', [], { ...admin, ADMIN_PASSWORD: 'chief', DATA_DIR: tempDir(t) }),
    run('scripts/create-admin.ts', ['chief', 'chief@example.org'], { ADMIN_PASSWORD: 'chief', DATA_DIR: tempDir(t) }),
  ]);
  t.equal(started.code, 1, 'server/main.ts exits 1');
  t.same(variableLines(started.output).map((line) => line.split(':')[0]), ['ADMIN_PASSWORD'], `server: one line, naming ADMIN_PASSWORD (${JSON.stringify(started.output)})`);
  t.equal(created.code, 2, 'create-admin exits 2');
  t.same(variableLines(created.output).map((line) => line.split(':')[0]), ['ADMIN_PASSWORD'], `create-admin: one line, naming ADMIN_PASSWORD (${JSON.stringify(created.output)})`);
});

t.test('production on a new embedded database: no demo content, no demo accounts, no passwords in the log', async (t) => {
  const dataDir = tempDir(t);
  const main = await startMainProcess(t, { ...production, TRUST_PROXY: 'false', DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 90_000);
  const stats = await (await fetch(`${main.url}/public/stats`)).json();
  t.match(stats, { questions: 0, contributors: 0, discussions: 0 }, 'no demo questions or forums');
  t.notMatch(main.output(), /password/i, 'no password in the output');
  t.notMatch(main.output(), /demo/i, 'no demo content announced');
  main.child.kill('SIGTERM');
  t.ok(await exitWithin(main, 30_000), 'stops on SIGTERM');

  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: join(dataDir, 'pg') });
  t.teardown(() => database.close());
  const counted = await database.db.execute<{ users: number; questions: number }>(sql`select (select count(*) from users)::int as users, (select count(*) from questions)::int as questions`);
  t.same(counted.rows[0], { users: 0, questions: 0 }, 'the database holds no user and no question');

  const seeded = await run('scripts/seed.ts', [], { ...production, TRUST_PROXY: 'false', DATA_DIR: tempDir(t) });
  t.equal(seeded.code, 1, 'npm run seed refuses in production');
  t.match(seeded.output, /^NODE_ENV: .*production/m, 'saying why in one line');
  t.notMatch(seeded.output, /password/i, 'and prints no password');
});
