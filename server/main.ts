/**
 * Entry point: read config -> open database and Redis -> migrate -> create the configured admin
 * (and, on a brand-new embedded database outside production, the demo content) -> buildApp ->
 * listen; workers run in the same process unless PROCESS_ROLE says otherwise.
 *
 * Graceful shutdown on SIGTERM/SIGINT: `/ready` turns 503 and the API keeps serving for
 * SHUTDOWN_DRAIN_MS (default 0) so a load balancer can notice; then the HTTP server stops accepting
 * connections, requests already running finish (late arrivals on open connections get 503),
 * socket.io clients are told to reconnect elsewhere, workers finish their running jobs; then the
 * database closes and the process exits 0. Whatever is still running SHUTDOWN_TIMEOUT_MS
 * (default 10 s) after the drain is cut off and the process exits 1 (see plugins/lifecycle.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { createLogger } from './observability/logger.ts';
import { StartupError, openBackingServices } from './startup.ts';
import { ensureAdmin } from './features/accounts/accounts.service.ts';
import { isEmptyDatabase, seedDemo } from './demo.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startWorkers, type Workers } from '../worker/main.ts';

/**
 * Creates the ADMIN_* admin when configured, and fills a brand-new embedded database with the demo
 * content, except in production: there no demo accounts (whose passwords would go to the log) and
 * no demo content are ever created.
 */
async function prepareData(config: Config, database: DatabaseHandle, log: (line: string) => void) {
  const brandNew = config.env !== 'production' && database.kind === 'pglite' && (await isEmptyDatabase(database.db));
  if (config.admin && (await ensureAdmin(database.db, config.admin))) log(`Created admin account "${config.admin.username}"`);
  if (brandNew) {
    log('New embedded database: loading the demo content…');
    const demo = await seedDemo(database.db);
    log(`Loaded ${demo.questions.created} demo questions and ${demo.forums.created} demo forums. Demo accounts (shown only this once):`);
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
    // A worker-only process has no Fastify logger: it gets its own, with the same redaction.
    const log = app?.log ?? (config.logLevel === 'silent' ? undefined : createLogger(config.logLevel));
    workers = await startWorkers({
      db: database.db,
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      openai: config.openai,
      log,
      mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
      stalledIntervalMs: config.jobStalledIntervalMs,
    });
    print('Workers ready');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    print(`${signal}: shutting down (draining ${config.shutdownDrainMs} ms, then at most ${config.shutdownTimeoutMs} ms)`);
    if (app) app.lifecycle.draining = true;
    if (app && config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs} ms): exiting with requests or jobs unfinished`);
      app?.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // HTTP and workers drain side by side: Fastify stops listening, answers late arrivals 503 and
    // waits for running requests; BullMQ waits for running jobs (one cut off by the timeout stays
    // locked, turns stalled and is run again by another worker).
    const closing = await Promise.allSettled([app?.close(), workers?.close()]);
    await database.close();
    clearTimeout(timer);
    const failed = closing.filter((result) => result.status === 'rejected');
    for (const result of failed) console.error('Shutdown step failed:', (result as PromiseRejectedResult).reason);
    process.exit(failed.length > 0 ? 1 : 0);
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
