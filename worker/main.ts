/**
 * The worker side of the app: `startWorkers()` runs one BullMQ Worker per job module (server/jobs.ts)
 * on one Redis connection, plus one plain Redis client for the job modules' emitters. `close()`
 * waits for running jobs, then closes what the job modules opened and both connections.
 *
 * - Each job's payload is checked with its module's zod schema before `process` runs; a payload that
 *   does not match fails the job at once without retries (UnrecoverableError) and is logged as
 *   `invalid job payload` (the module's `onFailed` is not called with it).
 * - A job whose worker died (lock not renewed) is found by BullMQ's stalled-job check and run again
 *   (`stalledIntervalMs`); the connection waits out a Redis restart (`maxRetriesPerRequest: null`)
 *   and the workers resume.
 * - Log lines: `job started`, `job completed` (with `durationMs`), each with `queue` and `jobId`;
 *   failures are the job module's `onFailed` lines.
 */
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { ServerToClientEvents } from '../common/events.ts';
import { registerDispatcher } from '../server/effects/commit.ts';
import { createDispatcher } from '../server/effects/dispatcher.ts';
import { userChanged } from '../server/identity/userVersion.ts';
import type { OpenAiConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import type { AnyJobDefinition, JobLog, JobQueues, MailSettings, WorkerEnvironment } from '../server/jobs/defineJob.ts';
import { jobs as appJobs } from '../server/jobs.ts';
import { connectRedis, logConnectionErrors } from '../server/plugins/redis.ts';
import { socketIoKey } from '../server/plugins/realtime.ts';

export interface Workers {
  close(): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  redisUrl: string;
  prefix: string;
  /** The chat model for `ai-explanation` jobs; without it (or without its key and model) those jobs fail at once. */
  openai?: OpenAiConfig;
  log?: JobLog;
  /** SMTP settings of the mail worker (SMTP_URL, MAIL_FROM). */
  mail?: MailSettings;
  /**
   * Milliseconds of a job's lock and between stalled-job checks (BullMQ lockDuration and
   * stalledInterval); default 30,000. A job of a dead worker is picked up again within about twice this.
   */
  stalledIntervalMs?: number;
  /** The job modules to run; default every job of the app (server/jobs.ts). */
  jobs?: readonly AnyJobDefinition[];
}

/** Thrown (unrecoverable: no retries) for a payload that does not match its job's schema. */
export class InvalidJobPayloadError extends UnrecoverableError {
  override name = 'InvalidJobPayloadError';
}

/** Logs `job started` / `job completed` lines for one Worker. */
function logJobs(worker: Worker, log: JobLog | undefined): void {
  if (!log) return;
  const queue = worker.name;
  worker.on('active', (job) => log.info({ queue, jobId: job.id, attempt: job.attemptsMade + 1 }, 'job started'));
  worker.on('completed', (job) => {
    const durationMs = job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined;
    log.info({ queue, jobId: job.id, durationMs }, 'job completed');
  });
}

/**
 * The queues a worker adds jobs to (a section's next deadline, a digest's mails), made on first use
 * on the worker's plain Redis connection. No QueueEvents: a worker never waits for a job.
 */
function workerQueues(connection: Redis, prefix: string): JobQueues {
  const queues = new Map<string, Queue>();
  return {
    queue(job) {
      let queue = queues.get(job.name);
      if (!queue) queues.set(job.name, (queue = new Queue(job.name, { connection, prefix })));
      return queue;
    },
    events(job) {
      throw new Error(`a worker does not wait for "${job.name}" jobs`);
    },
    all: () => [...queues.values()],
  };
}

/**
 * Starts the workers and resolves once each is connected.
 * @throws when Redis cannot be reached within 5 s.
 */
export async function startWorkers(options: WorkerOptions): Promise<Workers> {
  const stalledIntervalMs = options.stalledIntervalMs ?? 30_000;
  const stalled = { lockDuration: stalledIntervalMs, stalledInterval: stalledIntervalMs };
  const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
  const redis = await connectRedis(options.redisUrl);
  const prefix = `${options.prefix}:bull`;
  const log = options.log;
  const sockets = new Emitter<ServerToClientEvents>(redis, { key: socketIoKey(options.prefix) });
  const queues = workerQueues(redis, prefix);
  const env: WorkerEnvironment = { db: options.db, redis, prefix: options.prefix, log, openai: options.openai, mail: options.mail, sockets, queues };
  // The worker's effects (events, notifications, jobs) go out through the Redis emitter and its own queues.
  const unregister = registerDispatcher(options.db, createDispatcher({ sockets, db: options.db, userChanged: (userId) => userChanged(redis, options.prefix, userId), queues, log }));

  const running = (options.jobs ?? appJobs).map((definition) => {
    const context: unknown = definition.context(env);
    const worker = new Worker(
      definition.name,
      async (job: Job) => {
        const parsed = definition.schema.safeParse(job.data);
        if (!parsed.success) throw new InvalidJobPayloadError(`invalid ${definition.name} job payload: ${parsed.error.message}`);
        job.data = parsed.data;
        await definition.process(job, context);
      },
      { connection, prefix, concurrency: definition.worker.concurrency, ...stalled, ...(definition.worker.maxStalledCount === undefined ? {} : { maxStalledCount: definition.worker.maxStalledCount }) },
    );
    worker.on('failed', (job, error) => {
      if (error instanceof InvalidJobPayloadError || (job && !definition.schema.safeParse(job.data).success)) {
        // The payload may hold secrets (a mail's code): log the job and the schema's complaint only.
        log?.error({ queue: definition.name, jobId: job?.id, reason: error.message }, 'invalid job payload');
        return;
      }
      if (!job) return void log?.error({ queue: definition.name, reason: error.message }, 'job failed');
      void Promise.resolve()
        .then(() => definition.onFailed?.(job, error, context))
        .catch((err: unknown) => log?.error({ err, queue: definition.name, jobId: job.id }, 'job failure handler failed'));
    });
    logJobs(worker, log);
    logConnectionErrors(worker, log, `${definition.name} worker`);
    return { definition, worker, context };
  });
  await Promise.all(running.map(({ worker }) => worker.waitUntilReady()));
  // Repeatable jobs: one scheduler per module (upserted, so every worker process may do it).
  for (const { definition } of running) {
    if (!definition.schedule) continue;
    const queue = new Queue(definition.name, { connection, prefix });
    await queue.upsertJobScheduler(definition.name, definition.schedule, { name: definition.jobName ?? definition.name, data: {} });
    await queue.close();
  }
  return {
    async close() {
      await Promise.all(running.map(({ worker }) => worker.close()));
      await Promise.allSettled(running.map(({ definition, context }) => definition.closeContext?.(context)));
      unregister();
      await Promise.allSettled(queues.all().map((queue) => queue.close()));
      await Promise.allSettled([connection.quit(), redis.quit()]);
    },
  };
}
