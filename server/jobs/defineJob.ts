/**
 * One module per BullMQ job: `defineJob()` gathers what the API and the worker need to know about a
 * job in one place — its queue name, a zod schema of its payload, the BullMQ options every job of
 * it is added with (attempts, backoff, removal), the job id rule, and the worker's side
 * (`context`, `process`, `onFailed`, concurrency). Services add jobs with `job.enqueue(queues,
 * data)` after the database commit the job depends on; `server/plugins/queues.ts` owns the
 * Queues (and QueueEvents) and `worker/main.ts` runs one BullMQ Worker per job module.
 *
 * A payload is checked against the schema when it is added (a bad payload is a bug of the caller:
 * `enqueue` throws a ZodError) and again by the worker before `process` runs (a payload that does
 * not match fails the job at once, without retries, and is logged; `onFailed` is not called).
 */
import type { Emitter } from '@socket.io/redis-emitter';
import type { ServerToClientEvents } from '@common/events.ts';
import type { Job, JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { OpenAiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** The log a job module writes to (pino's, or a test's recorder). */
export type JobLog = Pick<Logger, 'error' | 'info' | 'warn'>;

/** Settings of the mail job (SMTP_URL, MAIL_FROM). */
export interface MailSettings {
  /** smtp:// or smtps:// URL; undefined when mail is not configured. */
  smtpUrl: string | undefined;
  /** From address; defaults to no-reply at the SMTP host. */
  mailFrom: string | undefined;
}

/** What a worker process gives every job module's `context()`. */
export interface WorkerEnvironment {
  db: Database;
  /** A plain Redis client (not a blocking one): for socket.io emitters. */
  redis: Redis;
  /** The deployment's Redis key prefix (without `:bull`). */
  prefix: string;
  log: JobLog | undefined;
  /** The chat model settings (ai-explanation); undefined: AI jobs fail at once. */
  openai: OpenAiConfig | undefined;
  /** SMTP settings (mail); undefined: mail jobs fail ("SMTP_URL is not configured"). */
  mail: MailSettings | undefined;
  /** The worker's socket.io Redis emitter (one per process), for live messages that are not effects of a commit (an import's progress). */
  sockets: Emitter<ServerToClientEvents>;
  /** The worker's queues, for jobs a job adds (effects of its commits are queued through them). */
  queues: JobQueues;
}

/**
 * The queues of an app, by job module (`app.queues`, created by server/plugins/queues.ts).
 * @throws Error from `queue`/`events` for a job the app was not built with (or, for `events`,
 *   not asked to wait for).
 */
export interface JobQueues {
  /** The Queue of `job` (untyped: add jobs with the module's `enqueue`, which checks the payload). */
  queue(job: Pick<AnyJobDefinition, 'name'>): Queue;
  /** The QueueEvents of a job the app waits for (see the queues plugin's `waitFor`). */
  events(job: Pick<AnyJobDefinition, 'name'>): QueueEvents;
  /** Every queue, for readiness probes. */
  all(): Queue[];
}

/** What `defineJob` is given. `Context` is built once per worker by `context(env)`. */
export interface JobSpec<Data, Context> {
  /** Queue name (also the BullMQ job name unless `jobName` says otherwise). */
  name: string;
  jobName?: string;
  schema: z.ZodType<Data>;
  /** Options every job is added with; `enqueue`'s own options override them. */
  options: JobsOptions;
  /** The job id for a payload (BullMQ ignores an add whose id exists: one job per id). */
  jobId?: (data: Data) => string;
  /**
   * A repeatable job: the worker keeps one BullMQ job scheduler (id = the queue name) that adds a
   * job with an empty payload on this cron `pattern` (in time zone `tz`).
   */
  schedule?: { pattern: string; tz?: string };
  /** BullMQ Worker settings of this queue. */
  worker: { concurrency: number; maxStalledCount?: number };
  /** Builds what `process` and `onFailed` need (clients, emitters), once per worker. */
  context: (env: WorkerEnvironment) => Context;
  /** Releases what `context` opened, when the worker closes. */
  closeContext?: (context: Context) => void | Promise<void>;
  /** Runs one job (payload already validated). Throws to fail this attempt (UnrecoverableError: no retries). */
  process: (job: Job<Data>, context: Context) => Promise<void>;
  /** After a failed attempt (retried or not: see `job.isFailed()`), with a valid payload. */
  onFailed?: (job: Job<Data>, error: Error, context: Context) => void | Promise<void>;
}

/** A job module: its spec plus `enqueue`. */
export interface JobDefinition<Data, Context = unknown> extends JobSpec<Data, Context> {
  /**
   * Adds a job with `data` (validated by the schema) to this job's queue, with the module's options
   * overridden by `options`, under `jobId(data)` when the module has a rule.
   * @throws ZodError for a payload that does not match the schema; BullMQ/Redis errors.
   */
  enqueue(queues: JobQueues, data: Data, options?: JobsOptions): Promise<Job<Data>>;
}

// `any` context: a list of job modules mixes contexts, each used only with its own module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;

/** Makes a job module from its spec (see the file comment). */
export function defineJob<Data, Context>(spec: JobSpec<Data, Context>): JobDefinition<Data, Context> {
  return {
    ...spec,
    async enqueue(queues, data, options) {
      const payload = spec.schema.parse(data);
      const jobId = spec.jobId?.(payload);
      const job: Job<Data> = await queues.queue(spec).add(spec.jobName ?? spec.name, payload, { ...spec.options, ...(jobId ? { jobId } : {}), ...options });
      return job;
    },
  };
}
