/**
 * Starts one BullMQ Worker per queue on its own Redis connection; `close()` waits for running jobs.
 */
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { queueNames, type AiExplanationJobData, type ImportJobData, type MailJobData } from '@common/jobs.ts';
import type { OpenAiConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { connectRedis } from '../server/plugins/redis.ts';
import { processImportJob } from './jobs/import/processor.ts';
import { createChatModel, processAiExplanationJob } from './jobs/ai-explanation/processor.ts';
import { createMailProcessor, type MailSettings } from './jobs/mail/processor.ts';

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
}): Promise<Workers> {
  const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
  const importWorker = new Worker<ImportJobData>(queueNames.import, (job) => processImportJob(options.db, job.data), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 1,
  });
  importWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id }, 'import job failed'));
  const chat = options.openai && createChatModel(options.openai);
  const aiWorker = new Worker<AiExplanationJobData>(queueNames.aiExplanation, (job) => processAiExplanationJob({ db: options.db, chat, log: options.log }, job), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 4,
  });
  aiWorker.on('failed', (job, error) => options.log?.error({ jobId: job?.id, questionId: job?.data.questionId, attempts: job?.attemptsMade, reason: error.message }, 'ai explanation attempt failed'));
  await importWorker.waitUntilReady();
  await aiWorker.waitUntilReady();
  const sendMail = createMailProcessor(options.mail ?? { smtpUrl: undefined, mailFrom: undefined });
  const mailWorker = new Worker<MailJobData>(queueNames.mail, (job) => sendMail(job.data), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 5,
  });
  // The job's data holds a code: log only its id and the error.
  mailWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'mail job failed'));
  await mailWorker.waitUntilReady();
  return {
    async close() {
      await importWorker.close();
      await aiWorker.close();
      await mailWorker.close();
      sendMail.close();
      await connection.quit();
    },
  };
}
