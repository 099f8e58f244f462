/**
 * Starts one BullMQ Worker per queue on its own Redis connection; `close()` waits for running jobs.
 * A job whose worker died (lock not renewed) is found by BullMQ's stalled-job check and run again.
 * The connection waits out a Redis restart (`maxRetriesPerRequest: null`) and the workers resume.
 */
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { queueNames, type AiExplanationJobData, type ImportJobData, type MailJobData } from '@common/jobs.ts';
import type { OpenAiConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { connectRedis, logConnectionErrors } from '../server/plugins/redis.ts';
import { processImportJob } from './jobs/import/processor.ts';
import { createChatModel, processAiExplanationJob } from './jobs/ai-explanation/processor.ts';
import { createMailProcessor, type MailSettings } from './jobs/mail/processor.ts';
import { logJobs } from './jobLog.ts';

export interface Workers {
  close(): Promise<void>;
}

export async function startWorkers(options: {
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
}): Promise<Workers> {
  const stalledIntervalMs = options.stalledIntervalMs ?? 30_000;
  const stalled = { lockDuration: stalledIntervalMs, stalledInterval: stalledIntervalMs };
  const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
  const importWorker = new Worker<ImportJobData>(queueNames.import, (job) => processImportJob(options.db, job.data), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 1,
    ...stalled,
  });
  importWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id }, 'import job failed'));
  const chat = options.openai && createChatModel(options.openai);
  const aiWorker = new Worker<AiExplanationJobData>(queueNames.aiExplanation, (job) => processAiExplanationJob({ db: options.db, chat, log: options.log }, job), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 4,
    ...stalled,
  });
  aiWorker.on('failed', (job, error) => options.log?.error({ jobId: job?.id, questionId: job?.data.questionId, attempts: job?.attemptsMade, reason: error.message }, 'ai explanation attempt failed'));
  logJobs(importWorker, options.log);
  logJobs(aiWorker, options.log);
  logConnectionErrors(importWorker, options.log, 'import worker');
  logConnectionErrors(aiWorker, options.log, 'ai-explanation worker');
  await importWorker.waitUntilReady();
  await aiWorker.waitUntilReady();
  const sendMail = createMailProcessor(options.mail ?? { smtpUrl: undefined, mailFrom: undefined });
  const mailWorker = new Worker<MailJobData>(queueNames.mail, (job) => sendMail(job.data), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 5,
    ...stalled,
  });
  // The job's data holds a code: log only its id and the error.
  mailWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'mail job failed'));
  logJobs(mailWorker, options.log);
  logConnectionErrors(mailWorker, options.log, 'mail worker');
  await mailWorker.waitUntilReady();
  return {
    async close() {
      await Promise.all([importWorker.close(), aiWorker.close(), mailWorker.close()]);
      sendMail.close();
      await connection.quit();
    },
  };
}
