/**
 * docker-compose.yml and deploy/nginx.conf: validated by docker-compose (v1, `config`, which checks
 * the file against the Compose schema) when it is installed (`.ci/run` installs it), and parsed to
 * check the service layout: PostgreSQL and Redis with volumes and healthchecks, the app's services
 * built from the Dockerfile's image with no source mount (migration once, 2 API replicas and a
 * worker, each running the compiled server with npm start's flags), nginx in front with websocket
 * upgrades. The API's healthcheck command is run against a live app.
 */
import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { serverNodeFlags } from '../../scripts/nodeFlags.mjs';
import { serverEntries } from '../../scripts/build-server.mjs';

t.teardown(closeTestDatabase);

const root = join(import.meta.dirname, '..', '..');
const composeFile = join(root, 'docker-compose.yml');
const text = readFileSync(composeFile, 'utf8');
const compose = parse(text, { merge: true }) as Record<string, any>;
const services = compose.services as Record<string, any>;
const env = { ...process.env, SESSION_SECRET: 'a-session-secret-of-at-least-32-characters' };
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

t.test('docker-compose validates the file', { skip: hasCompose ? false : 'docker-compose is not installed (apt-get install docker-compose)' }, async (t) => {
  const valid = spawnSync('docker-compose', ['-f', composeFile, 'config', '--quiet'], { env, encoding: 'utf8' });
  t.equal(valid.status, 0, `valid: ${valid.stderr}`);
  const services = spawnSync('docker-compose', ['-f', composeFile, 'config', '--services'], { env, encoding: 'utf8' });
  t.same(services.stdout.trim().split('\n').sort(), ['api', 'lb', 'migrate', 'postgres', 'redis', 'worker']);
  // The resolved file builds the app's image from this folder's Dockerfile and mounts no source.
  const resolved = parse(spawnSync('docker-compose', ['-f', composeFile, 'config'], { env, encoding: 'utf8' }).stdout) as Record<string, any>;
  for (const name of ['migrate', 'api', 'worker']) {
    const service = resolved.services[name];
    t.equal(service.build?.context, root, `${name}: built from the project folder`);
    t.equal(service.build?.dockerfile ?? 'Dockerfile', 'Dockerfile');
    t.notOk(service.volumes, `${name}: no volume (the image holds the build)`);
  }

  // The validator really checks: a misspelt key and a missing secret are refused.
  const dir = mkdtempSync(join(tmpdir(), 'compose-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const broken = join(dir, 'docker-compose.yml');
  writeFileSync(broken, text.replace('    deploy:\n      replicas: 2', '    deploy:\n      replica: 2'));
  const invalid = spawnSync('docker-compose', ['-f', broken, 'config', '--quiet'], { env, encoding: 'utf8' });
  t.not(invalid.status, 0, 'an unknown key is rejected');
  t.match(invalid.stderr, /replica/);
  const noSecret = spawnSync('docker-compose', ['-f', composeFile, 'config', '--quiet'], { env: { ...process.env, SESSION_SECRET: '' }, encoding: 'utf8' });
  t.not(noSecret.status, 0, 'SESSION_SECRET is required');
  t.match(noSecret.stderr, /SESSION_SECRET/);
});

t.test('backing services keep their data and report health', async (t) => {
  t.same(Object.keys(compose.volumes).sort(), ['pgdata', 'redisdata']);
  t.ok(services.postgres.volumes.some((v: string) => v.startsWith('pgdata:')), 'PostgreSQL data on a volume');
  t.match(services.postgres.healthcheck.test.join(' '), /pg_isready/);
  t.ok(services.redis.volumes.some((v: string) => v === 'redisdata:/data'), 'Redis data on a volume');
  t.match(services.redis.command.join(' '), /--appendonly yes/, 'Redis AOF persistence');
  t.same(services.redis.healthcheck.test, ['CMD', 'redis-cli', 'ping']);
});

t.test('the app runs from the built image: compiled server, no source mount, no install step', async (t) => {
  for (const name of ['migrate', 'api', 'worker']) {
    const service = services[name];
    t.equal(service.image, 'mba-prep-community:latest', `${name}: the app's image`);
    t.equal(service.build, '.', `${name}: built by the Dockerfile`);
    t.notOk(service.volumes, `${name}: no source mount`);
    t.equal(service.init, true, `${name}: an init process reaps children and forwards signals`);
    t.notOk(JSON.stringify(service.command).includes('npm'), `${name}: node runs the compiled code directly`);
  }
  t.notOk(services.install, 'no install service: dependencies and build are in the image');
  t.same(services.api.command, ['node', ...serverNodeFlags('api'), 'dist/server/main.js'], 'api: npm start flags for PROCESS_ROLE=api');
  t.same(services.worker.command, ['node', ...serverNodeFlags('worker'), 'dist/server/main.js'], 'worker: npm start flags for PROCESS_ROLE=worker');
  t.same(services.migrate.command, ['node', 'dist/server/migrate.js']);
  t.ok(serverEntries.main && serverEntries.migrate, 'main.js and migrate.js are build entries');
});

t.test('two API replicas and a worker, started after migration', async (t) => {
  const { api, worker } = services;
  t.equal(api.deploy.replicas, 2);
  t.equal(api.environment.PROCESS_ROLE, 'api');
  t.equal(worker.environment.PROCESS_ROLE, 'worker');
  t.notOk(api.ports, 'API replicas publish no host port (the load balancer does)');
  for (const [name, service] of [['api', api], ['worker', worker]] as const) {
    t.equal(service.environment.NODE_ENV, '${NODE_ENV:-production}', `${name}: production by default`);
    t.equal(service.environment.REDIS_URL, 'redis://redis:6379', `${name}: shared Redis`);
    t.match(service.environment.DATABASE_URL, /@postgres:5432\//, `${name}: shared PostgreSQL`);
    t.match(service.environment.SESSION_SECRET, /SESSION_SECRET:\?/, `${name}: one secret for every process`);
    t.equal(service.environment.TRUST_PROXY, '${TRUST_PROXY:-1}', `${name}: trusts the one nginx hop in front (required in production)`);
    t.equal(service.depends_on.migrate.condition, 'service_completed_successfully', `${name}: after migration`);
    t.equal(service.depends_on.redis.condition, 'service_healthy');
    t.equal(service.depends_on.postgres.condition, 'service_healthy');
    t.ok(service.healthcheck?.test, `${name}: healthcheck`);
  }
  // Every variable handed to the app is one server/config.ts reads.
  const configSource = readFileSync(join(root, 'server', 'config.ts'), 'utf8');
  for (const name of new Set([...Object.keys(api.environment), ...Object.keys(services.migrate.environment)])) {
    t.match(configSource, new RegExp(`\\b${name}:`), `${name} is a configuration variable`);
  }
});

t.test("the API healthcheck command probes /ready and fails when it doesn't answer", async (t) => {
  const { app } = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const [kind, node, flag, script] = services.api.healthcheck.test as string[];
  t.same([kind, node, flag], ['CMD', 'node', '-e']);
  t.match(script!, /http:\/\/127\.0\.0\.1:8080\/ready/);
  // Asynchronously: the app under test answers from this very process.
  const run = (p: number) =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['-e', script!.replace(':8080/', `:${p}/`)], { stdio: 'ignore' });
      const timer = setTimeout(() => child.kill(), 10_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  t.equal(await run(port), 0, 'healthy while /ready answers 200');
  await app.close();
  t.equal(await run(port), 1, 'unhealthy when nothing answers');
});

t.test('nginx balances the API replicas and upgrades /socket.io to websockets', async (t) => {
  const { lb } = services;
  t.same(lb.ports, ['8080:8080']);
  t.ok(lb.volumes.includes('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro'));
  t.equal(lb.depends_on.api.condition, 'service_healthy');
  t.ok(lb.healthcheck?.test);
  const conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  t.match(conf, /upstream api \{[^}]*server api:8080/);
  // The web client keeps socket.io's default transports (polling first): sessions must stick.
  const client = readFileSync(join(root, 'web', 'src', 'lib', 'socket.ts'), 'utf8');
  if (!/transports:\s*\[\s*'websocket'\s*\]/.test(client)) t.match(conf, /^\s*ip_hash;/m, 'polling clients stick to one replica');
  const socketBlock = /location \/socket\.io\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  t.match(socketBlock, /proxy_set_header Upgrade \$http_upgrade/);
  t.match(socketBlock, /proxy_set_header Connection \$connection_upgrade/);
  t.match(socketBlock, /proxy_http_version 1\.1/);
  t.match(conf, /proxy_set_header X-Request-Id/);
  // The API trusts this one hop: nginx sets the forwarded headers itself, never a client's.
  const forwardedProto = [...conf.matchAll(/proxy_set_header X-Forwarded-Proto (\S+);/g)].map((match) => match[1]);
  t.same(forwardedProto, ['$scheme', '$scheme'], 'X-Forwarded-Proto is nginx\'s own scheme in both locations');
  t.notMatch(conf, /\$http_x_forwarded_proto/, "a client's X-Forwarded-Proto is never passed on");
  t.equal([...conf.matchAll(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/g)].length, 2, 'X-Forwarded-For ends with the peer nginx saw');
});

const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
t.test('nginx accepts its configuration', { skip: hasNginx ? false : 'nginx is not installed' }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  // `api` resolves only inside Docker's network: check the rest against a local address; logs go
  // to the temporary folder.
  const conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')
    .replace('server api:8080', 'server 127.0.0.1:8080')
    .replaceAll('/var/log/nginx/', `${dir}/`);
  t.not(conf, readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8'));
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const result = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `pid ${join(dir, 'nginx.pid')};`], { encoding: 'utf8' });
  t.equal(result.status, 0, result.stderr);
});
