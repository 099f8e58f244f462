/**
 * Entry point: read config -> open database and Redis -> migrate -> create the configured admin
 * (and, on a brand-new embedded database, the demo content) -> buildApp -> listen; workers run in
 * the same process unless PROCESS_ROLE says otherwise. Stops cleanly on SIGINT/SIGTERM.
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { StartupError, openBackingServices } from './startup.ts';
import { ensureAdmin } from './features/accounts/accounts.service.ts';
import { isEmptyDatabase, seedDemo } from './features/demo/demo.service.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startWorkers, type Workers } from '../worker/workers.ts';

async function prepareData(config: Config, database: DatabaseHandle, log: (line: string) => void) {
  const brandNew = database.kind === 'pglite' && (await isEmptyDatabase(database.db));
  if (config.admin && (await ensureAdmin(database.db, config.admin))) log(`Created admin account "${config.admin.username}"`);
  if (brandNew) {
    log('New embedded database: loading the demo content…');
    const demo = await seedDemo(database.db);
    log(`Loaded ${demo.questions.created} demo questions. Demo accounts (shown only this once):`);
    for (const account of demo.accounts) log(`  ${account.role.padEnd(8)} username: ${account.username}  password: ${account.password}`);
  }
}

async function main() {
  const config = loadConfig();
  const database = await openBackingServices(config);
  const print = (line: string) => console.log(line);
  await prepareData(config, database, print);

  let app: FastifyInstance | undefined;
  let workers: Workers | undefined;
  if (config.processRole !== 'worker') {
    app = await buildApp(config, { database });
    await app.listen({ port: config.port, host: config.host });
    print(`Serving on http://localhost:${config.port}`);
  }
  if (config.processRole !== 'api') {
    workers = await startWorkers({
      db: database.db,
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      openai: config.openai,
      log: app?.log,
      mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
    });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    print(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app?.close();
    await workers?.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    for (const line of error.problems) console.error(line);
  } else {
    console.error(error);
  }
  process.exit(1);
});
