/**
 * Starts one BullMQ Worker per queue on its own Redis connection; `close()` waits for running jobs.
 * A job whose worker died (lock not renewed) is found by BullMQ's stalled-job check and run again.
 */
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { queueNames, type ImportJobData } from '@common/jobs.ts';
import type { Database } from '../server/db/client.ts';
import { connectRedis } from '../server/plugins/redis.ts';
import { findImportJobStatus } from '../server/features/imports/imports.repo.ts';
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
  importWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id }, 'import job failed'));
  await importWorker.waitUntilReady();
  return {
    async close() {
      await importWorker.close();
      await Promise.allSettled([connection.quit(), events.quit()]);
    },
  };
}
