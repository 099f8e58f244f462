/**
 * Dockerfile and .dockerignore. No container registry is reachable where the tests run, so the image
 * is not built: the Dockerfile is checked by dockerfile-utils' validator (the Docker builder's own
 * syntax rules) and its instructions are parsed to assert the image's rules: a multi-stage build on
 * Node 22, development dependencies only in the build stage (the final stage installs with
 * `npm ci --omit=dev` and copies only the build output), a non-root USER, a HEALTHCHECK on /ready
 * (run against a live app), and the command and flags `npm start` would use.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from 'dockerfile-utils';
import { serverNodeFlags } from '../../scripts/nodeFlags.mjs';
import { serverEntries } from '../../scripts/build-server.mjs';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';

t.teardown(closeTestDatabase);

const root = join(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (continuation lines joined, comments and directives dropped), by stage. */
function stages(text: string): { from: string; name: string | undefined; instructions: Instruction[] }[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const result: { from: string; name: string | undefined; instructions: Instruction[] }[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      result.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      result.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return result;
}

const all = stages(dockerfile);
const final = all.at(-1)!;
const finalOf = (keyword: string) => final.instructions.filter((instruction) => instruction.keyword === keyword);

t.test('dockerfile-utils finds no problem, and does find one in a broken copy', async (t) => {
  t.same(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`), []);
  const broken = dockerfile.replace('HEALTHCHECK --interval=10s', 'HEALTHCHECK --interval=10x').replace('COPY --from=build', 'COPY --frm=build');
  t.not(broken, dockerfile);
  t.same(
    validate(broken).map((d) => d.message).sort(),
    ['Unknown flag: frm', 'time: unknown unit x in duration 10x'],
  );
});

t.test('multi-stage on Node 22: everything is built in the first stage', async (t) => {
  t.ok(all.length >= 2, 'at least two stages');
  for (const stage of all) t.match(stage.from, /^node:22(-|$|\.)/, `${stage.name}: a Node 22 base image`);
  const build = all[0]!;
  t.ok(build.name, 'the build stage is named');
  const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
  t.ok(runs.some((run) => /\bnpm ci\b(?!.*--omit)/.test(run)), 'the build stage installs every dependency');
  t.ok(runs.some((run) => /\bnpm run build\b/.test(run)), 'and runs the production build');
});

t.test('the final stage has production dependencies and the build output only', async (t) => {
  const runs = finalOf('RUN').map((i) => i.args);
  t.ok(runs.some((run) => /\bnpm ci\b.*--omit=dev/.test(run)), 'npm ci --omit=dev');
  t.notOk(runs.some((run) => /\bnpm (install|i)\b|\bnpm ci\b(?!.*--omit=dev)|\bnpm run build\b/.test(run)), 'no dev install or build here');
  const copies = finalOf('COPY').map((i) => i.args);
  t.notOk(copies.some((copy) => /^\.\s+\./.test(copy) || /(^|\s)(server|web|common|worker)\/?(\s|$)/.test(copy)), 'no sources copied');
  const fromBuild = copies.filter((copy) => copy.startsWith('--from='));
  t.same(fromBuild, [`--from=${all[0]!.name} /app/dist ./dist`], 'only dist/ from the build stage');
  t.ok(copies.some((copy) => /^package\.json package-lock\.json/.test(copy)), 'the lockfile for npm ci');
  t.match(finalOf('ENV').map((i) => i.args).join(' '), /NODE_ENV=production/);
});

t.test('runs as an unprivileged user', async (t) => {
  const users = finalOf('USER').map((i) => i.args.split(':')[0]);
  t.ok(users.length > 0, 'USER is set');
  t.notOk(['root', '0'].includes(users.at(-1)!), `the last USER (${users.at(-1)}) is not root`);
  const userIndex = final.instructions.findIndex((i) => i.keyword === 'USER');
  t.notOk(final.instructions.slice(userIndex).some((i) => i.keyword === 'RUN'), 'nothing runs as root after it');
});

t.test('CMD starts the compiled server with the flags of npm start', async (t) => {
  const [cmd] = finalOf('CMD');
  const command = JSON.parse(cmd!.args) as string[];
  t.same(command, ['node', ...serverNodeFlags('all'), 'dist/server/main.js']);
  t.ok(serverEntries.main, 'dist/server/main.js is a build entry');
  t.same(finalOf('EXPOSE').map((i) => i.args), ['8080']);
});

t.test('HEALTHCHECK probes /ready and fails when it does not answer', async (t) => {
  const checks = finalOf('HEALTHCHECK');
  t.equal(checks.length, 1);
  const [, json] = /\bCMD\s+(\[.*\])$/.exec(checks[0]!.args) ?? [];
  const [node, flag, script] = JSON.parse(json!) as string[];
  t.same([node, flag], ['node', '-e']);
  t.match(script!, /\/ready/);
  t.match(checks[0]!.args, /--interval=\d+s/);
  const { app } = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const run = () =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['-e', script!], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
      const timer = setTimeout(() => child.kill(), 10_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  t.equal(await run(), 0, 'healthy while /ready answers 200');
  app.lifecycle.draining = true; // as after SIGTERM: /ready answers 503
  t.equal(await run(), 1, 'unhealthy while /ready answers 503');
  await app.close();
  t.equal(await run(), 1, 'unhealthy when nothing answers');
});

t.test('.dockerignore keeps local dependencies, builds, data and secrets out of the context', async (t) => {
  const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
  for (const entry of ['node_modules', 'dist', 'data', '.git', '.env']) t.ok(ignored.includes(entry), entry);
  for (const needed of ['server', 'worker', 'common', 'web', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    t.notOk(ignored.includes(needed), `${needed} reaches the build stage`);
  }
});
