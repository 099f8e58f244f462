/**
 * Starts one BullMQ Worker per queue on its own Redis connection; `close()` waits for running jobs.
 * A job whose worker died (lock not renewed) is found by BullMQ's stalled-job check and run again.
 */
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { queueNames, type ImportJobData } from '@common/jobs.ts';
import type { Database } from '../server/db/client.ts';
import { connectRedis } from '../server/plugins/redis.ts';
import { failImportJob, findImportJobStatus } from '../server/features/imports/imports.repo.ts';
import { messages } from '@common/messages.ts';
import { processImportJob } from './jobs/import/processor.ts';
import { importProgressSender } from './jobs/import/progress.ts';

export interface Workers {
  close(): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  redisUrl: string;
  prefix: string;
  log?: Pick<Logger, 'error' | 'info'>;
  /**
   * Milliseconds of a job's lock and between stalled-job checks (BullMQ lockDuration and
   * stalledInterval); default 30,000. A job of a dead worker is picked up again within about twice this.
   */
  stalledIntervalMs?: number;
}

export async function startWorkers(options: WorkerOptions): Promise<Workers> {
  const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
  const events = await connectRedis(options.redisUrl);
  const sendProgress = importProgressSender(events, options.prefix);
  const stalledIntervalMs = options.stalledIntervalMs ?? 30_000;
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
    {
      connection,
      prefix: `${options.prefix}:bull`,
      concurrency: 1,
      lockDuration: stalledIntervalMs,
      stalledInterval: stalledIntervalMs,
      maxStalledCount: 3,
    },
  );
  importWorker.on('failed', (job, error) => {
    options.log?.error({ err: error, jobId: job?.id }, 'import job failed');
    // Out of attempts (or stalled too often, when the processor never ran to say so): end the row too.
    if (job) void endIfFailed(job.data.importJobId, () => job.isFailed()).catch((err: unknown) => options.log?.error({ err }, 'could not end a failed import job'));
  });
  await importWorker.waitUntilReady();
  return {
    async close() {
      await importWorker.close();
      await Promise.allSettled([connection.quit(), events.quit()]);
    },
  };
}
