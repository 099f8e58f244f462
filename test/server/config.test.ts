import t from 'tap';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../server/config.ts';

// This file needs no database: it checks the environment parsing and the process start-up.

type Tap = typeof t;
const repoRoot = resolve(import.meta.dirname, '../..');
const secret = 'a-session-secret-of-at-least-32-characters';
/** An override that keeps loadConfig from writing DATA_DIR/session-secret. */
const noSecretFile = { sessionSecret: secret };

function tempDir(t: { teardown(fn: () => unknown): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'mbaprep-config-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The problems loadConfig reports for `env` (fails the test when it does not throw a ConfigError). */
function problemsOf(t: Pick<Tap, 'type' | 'ok' | 'fail'>, env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, noSecretFile);
  } catch (error) {
    t.type(error, ConfigError, `${JSON.stringify(env)}: a ConfigError`);
    const problems = (error as ConfigError).problems;
    t.ok((error as ConfigError).message.includes(problems.join('\n')), 'the message lists the problems');
    return problems;
  }
  t.fail(`${JSON.stringify(env)}: expected a ConfigError`);
  return [];
}

/** Names of the variables the problem lines start with. */
const named = (problems: string[]) => problems.map((line) => /^([A-Z_]+): \S/.exec(line)?.[1] ?? `unnamed: ${line}`);

t.test('defaults', async (t) => {
  const config = loadConfig({}, noSecretFile);
  t.equal(config.port, 8080, 'port 8080');
  t.equal(config.host, '0.0.0.0');
  t.equal(config.redisUrl, 'redis://127.0.0.1:6379', 'redis URL default');
  t.equal(config.databaseUrl, undefined, 'no DATABASE_URL: embedded PGlite');
  t.ok(isAbsolute(config.dataDir), 'dataDir is absolute');
  t.equal(config.dataDir, resolve('./data'), 'dataDir defaults to ./data');
  t.equal(config.env, 'development');
  t.equal(config.processRole, 'all');
  t.equal(config.admin, undefined);
  t.equal(config.logLevel, 'info');
  t.equal(config.sessionSecret, secret);

  const relative = loadConfig({ DATA_DIR: 'some/relative/dir' }, noSecretFile);
  t.equal(relative.dataDir, resolve('some/relative/dir'), 'a relative DATA_DIR is made absolute');
  t.ok(isAbsolute(relative.dataDir));

  const blank = loadConfig({ DATABASE_URL: '   ', REDIS_URL: '', PORT: '3000' }, noSecretFile);
  t.equal(blank.databaseUrl, undefined, 'a blank DATABASE_URL counts as unset');
  t.equal(blank.redisUrl, 'redis://127.0.0.1:6379', 'a blank REDIS_URL takes the default');
  t.equal(blank.port, 3000, 'PORT is read as a number');

  const given = loadConfig(
    { DATABASE_URL: 'postgresql://u:p@db.example:5432/prep', REDIS_URL: 'rediss://cache.example:6380', NODE_ENV: 'production', SESSION_SECRET: secret, TRUST_PROXY: 'false', ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief@2026', ADMIN_EMAIL: 'chief@example.org' },
    {},
  );
  t.equal(given.databaseUrl, 'postgresql://u:p@db.example:5432/prep');
  t.equal(given.redisUrl, 'rediss://cache.example:6380');
  t.equal(given.env, 'production');
  t.equal(given.sessionSecret, secret, 'SESSION_SECRET is used when given');
  t.same(given.admin, { username: 'chief', password: 'Chief@2026', email: 'chief@example.org' });
});

t.test('without SESSION_SECRET outside production, a secret is generated once and kept in DATA_DIR', async (t) => {
  const dir = tempDir(t);
  const first = loadConfig({ DATA_DIR: dir });
  t.match(first.sessionSecret, /^[0-9a-f]{96}$/, '48 random bytes in hex');
  const file = join(dir, 'session-secret');
  t.ok(existsSync(file), 'written to DATA_DIR/session-secret');
  t.equal(statSync(file).mode & 0o777, 0o600, 'readable by the owner only');
  t.equal(readFileSync(file, 'utf8').trim(), first.sessionSecret);
  t.equal(loadConfig({ DATA_DIR: dir }).sessionSecret, first.sessionSecret, 'the same secret on the next start');
  t.not(loadConfig({ DATA_DIR: tempDir(t) }).sessionSecret, first.sessionSecret, 'another DATA_DIR, another secret');
});

t.test('bad values: a ConfigError with one line per variable, naming it', async (t) => {
  const single: [string, NodeJS.ProcessEnv, string][] = [
    ['PORT=abc', { PORT: 'abc' }, 'PORT'],
    ['PORT=70000', { PORT: '70000' }, 'PORT'],
    ['PORT=-1', { PORT: '-1' }, 'PORT'],
    ['PORT=80.5', { PORT: '80.5' }, 'PORT'],
    ['DATABASE_URL mysql', { DATABASE_URL: 'mysql://root@127.0.0.1/prep' }, 'DATABASE_URL'],
    ['DATABASE_URL not a URL', { DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL'],
    ['REDIS_URL http', { REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    ['REDIS_URL not a URL', { REDIS_URL: 'not a url' }, 'REDIS_URL'],
    ['NODE_ENV unknown', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['short SESSION_SECRET', { SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    ['ADMIN_EMAIL not an email', { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief@2026', ADMIN_EMAIL: 'chief' }, 'ADMIN_EMAIL'],
    ['ADMIN_USERNAME with a space', { ADMIN_USERNAME: 'the chief', ADMIN_PASSWORD: 'Chief@2026', ADMIN_EMAIL: 'chief@example.org' }, 'ADMIN_USERNAME'],
    ['ADMIN_USERNAME with a zero-width space', { ADMIN_USERNAME: 'chi\u200bef', ADMIN_PASSWORD: 'Chief@2026', ADMIN_EMAIL: 'chief@example.org' }, 'ADMIN_USERNAME'],
    ['SMTP_URL http', { SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    ['production without SESSION_SECRET', { NODE_ENV: 'production', TRUST_PROXY: '1' }, 'SESSION_SECRET'],
    ['production without TRUST_PROXY', { NODE_ENV: 'production', SESSION_SECRET: secret }, 'TRUST_PROXY'],
  ];
  for (const [label, env, variable] of single) {
    const problems = problemsOf(t, env);
    t.same(named(problems), [variable], `${label}: exactly one line, naming ${variable}`);
  }
  t.match(problemsOf(t, { DATABASE_URL: 'mysql://x' })[0], /^DATABASE_URL: must be a postgres:\/\/ URL$/);
  t.match(problemsOf(t, { REDIS_URL: 'http://x' })[0], /^REDIS_URL: must be a redis:\/\/ URL$/);
  t.match(problemsOf(t, { CACHE_PUSH: 'maybe' })[0], /^CACHE_PUSH: /, 'CACHE_PUSH other than on or off is refused by name');
  t.match(problemsOf(t, { NODE_ENV: 'production', TRUST_PROXY: '1' })[0], /^SESSION_SECRET: .*production/);

  const two = problemsOf(t, { PORT: 'abc', REDIS_URL: 'http://127.0.0.1' });
  t.equal(two.length, 2, 'two bad variables: two lines');
  t.same(named(two).sort(), ['PORT', 'REDIS_URL']);
  const three = problemsOf(t, { PORT: '99999', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope' });
  t.same(named(three).sort(), ['DATABASE_URL', 'PORT', 'REDIS_URL'], 'three bad variables: three lines');

  const adminAlone = problemsOf(t, { ADMIN_USERNAME: 'chief' });
  t.same(named(adminAlone).sort(), ['ADMIN_EMAIL', 'ADMIN_PASSWORD'], 'ADMIN_USERNAME alone: lines naming ADMIN_PASSWORD and ADMIN_EMAIL');
  t.same(named(problemsOf(t, { ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@example.org' })), ['ADMIN_PASSWORD'], 'only the missing one');

  // "every problem listed" (server/config.ts, docs/contract.md section 3): a cross-variable problem is
  // listed even when another variable is also bad.
  const mixed = problemsOf(t, { PORT: 'abc', NODE_ENV: 'production', ADMIN_USERNAME: 'chief' });
  t.ok(named(mixed).includes('PORT'), 'PORT listed');
  t.same(named(mixed).sort(), ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORT', 'SESSION_SECRET', 'TRUST_PROXY'], 'every problem listed at once');
});

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  timedOut: boolean;
}

/** Runs `node --import tsx server/main.ts` with `env` over a clean environment; killed after `timeoutMs`. */
function runMain(dataDir: string, env: Record<string, string>, timeoutMs = 45_000): Promise<Exit> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'PROCESS_ROLE', 'NODE_OPTIONS']) delete base[name];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: { ...base, NODE_ENV: 'development', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code, signal, stderr, timedOut });
    });
  });
}

t.test('server/main.ts stops with one line naming the variable', async (t) => {
  const cases: [string, Record<string, string>, string][] = [
    ['unreachable Redis', { REDIS_URL: 'redis://127.0.0.1:1' }, 'REDIS_URL:'],
    ['unreachable PostgreSQL', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' }, 'DATABASE_URL:'],
    ['PORT=abc', { PORT: 'abc' }, 'PORT:'],
  ];
  // Independent processes with their own DATA_DIR: run them side by side to keep the file fast.
  const exits = await Promise.all(cases.map(([, env]) => runMain(tempDir(t), env)));
  cases.forEach(([label, , prefix], index) => {
    const exit = exits[index]!;
    t.notOk(exit.timedOut, `${label}: exits by itself`);
    t.not(exit.code, 0, `${label}: exit code non-zero`);
    t.equal(exit.code, 1, `${label}: exit code 1`);
    const lines = exit.stderr.split('\n').filter((line) => line.trim() !== '');
    t.ok(lines.some((line) => line.startsWith(prefix)), `${label}: a stderr line starts "${prefix}" (stderr: ${JSON.stringify(exit.stderr)})`);
    t.equal(lines.filter((line) => /^[A-Z_]+: /.test(line)).length, 1, `${label}: exactly one variable is named`);
    t.notMatch(exit.stderr, /\n\s+at /, `${label}: no stack trace`);
  });
  t.match(exits[0]!.stderr, /REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
  t.match(exits[1]!.stderr, /DATABASE_URL: cannot reach PostgreSQL \(ECONNREFUSED\)/);
});
