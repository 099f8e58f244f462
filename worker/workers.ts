/**
 * Starts one BullMQ Worker per queue (`import`, `ai-explanation`, `mail`) on one Redis connection;
 * `close()` waits for running jobs. A job whose worker died (lock not renewed) is found by BullMQ's
 * stalled-job check and run again. The connection waits out a Redis restart
 * (`maxRetriesPerRequest: null`) and the workers resume.
 */
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { queueNames, type AiExplanationJobData, type ImportJobData, type MailJobData } from '@common/jobs.ts';
import { messages } from '@common/messages.ts';
import type { OpenAiConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { connectRedis, logConnectionErrors } from '../server/plugins/redis.ts';
import { failImportJob, findImportJobStatus } from '../server/features/imports/imports.repo.ts';
import { processImportJob } from './jobs/import/processor.ts';
import { importProgressSender } from './jobs/import/progress.ts';
import { createChatModel, processAiExplanationJob } from './jobs/ai-explanation/processor.ts';
import { createMailProcessor, type MailSettings } from './jobs/mail/processor.ts';
import { logJobs } from './jobLog.ts';

export interface Workers {
  close(): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  redisUrl: string;
  prefix: string;
  /** The chat model for `ai-explanation` jobs; without it (or without its key and model) those jobs fail at once. */
  openai?: OpenAiConfig;
  log?: Pick<Logger, 'error' | 'info' | 'warn'>;
  /** SMTP settings of the mail worker (SMTP_URL, MAIL_FROM). */
  mail?: MailSettings;
  /**
   * Milliseconds of a job's lock and between stalled-job checks (BullMQ lockDuration and
   * stalledInterval); default 30,000. A job of a dead worker is picked up again within about twice this.
   */
  stalledIntervalMs?: number;
}

export async function startWorkers(options: WorkerOptions): Promise<Workers> {
  const stalledIntervalMs = options.stalledIntervalMs ?? 30_000;
  const stalled = { lockDuration: stalledIntervalMs, stalledInterval: stalledIntervalMs };
  const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
  const events = await connectRedis(options.redisUrl);
  const prefix = `${options.prefix}:bull`;

  // import: progress goes to the admin who queued the job (room user:<id>) through the Redis emitter.
  const sendProgress = importProgressSender(events, options.prefix);
  const endIfFailed = async (importJobId: number, isFailed: () => Promise<boolean>) => {
    if (!(await isFailed())) return; // will be retried
    const row = await failImportJob(options.db, importJobId, messages.import.stopped);
    if (row) sendProgress(row.createdBy, { jobId: importJobId, state: 'failed', processed: row.processed, total: row.total });
  };
  const importWorker = new Worker<ImportJobData>(
    queueNames.import,
    async (job) => {
      const row = await findImportJobStatus(options.db, job.data.importJobId);
      const createdBy = row?.createdBy ?? null;
      await processImportJob(options.db, job.data, (event) => sendProgress(createdBy, event), {
        finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      });
    },
    { connection, prefix, concurrency: 1, ...stalled, maxStalledCount: 3 },
  );
  importWorker.on('failed', (job, error) => {
    options.log?.error({ err: error, jobId: job?.id }, 'import job failed');
    // Out of attempts (or stalled too often, when the processor never ran to say so): end the row too.
    if (job) void endIfFailed(job.data.importJobId, () => job.isFailed()).catch((err: unknown) => options.log?.error({ err }, 'could not end a failed import job'));
  });

  const chat = options.openai && createChatModel(options.openai);
  const aiWorker = new Worker<AiExplanationJobData>(queueNames.aiExplanation, (job) => processAiExplanationJob({ db: options.db, chat, log: options.log }, job), {
    connection,
    prefix,
    concurrency: 4,
    ...stalled,
  });
  aiWorker.on('failed', (job, error) => options.log?.error({ jobId: job?.id, questionId: job?.data.questionId, attempts: job?.attemptsMade, reason: error.message }, 'ai explanation attempt failed'));

  const sendMail = createMailProcessor(options.mail ?? { smtpUrl: undefined, mailFrom: undefined });
  const mailWorker = new Worker<MailJobData>(queueNames.mail, (job) => sendMail(job.data), { connection, prefix, concurrency: 5, ...stalled });
  // The job's data holds a code: log only its id and the error.
  mailWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'mail job failed'));

  const workers = [
    [importWorker, 'import worker'],
    [aiWorker, 'ai-explanation worker'],
    [mailWorker, 'mail worker'],
  ] as const;
  for (const [worker, name] of workers) {
    logJobs(worker, options.log);
    logConnectionErrors(worker, options.log, name);
  }
  await Promise.all(workers.map(([worker]) => worker.waitUntilReady()));
  return {
    async close() {
      await Promise.all(workers.map(([worker]) => worker.close()));
      sendMail.close();
      await Promise.allSettled([connection.quit(), events.quit()]);
    },
  };
}
