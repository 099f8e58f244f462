/**
 * Starts one BullMQ Worker per queue on its own Redis connection; `close()` waits for running jobs.
 */
import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { queueNames, type ImportJobData } from '@common/jobs.ts';
import type { Database } from '../server/db/client.ts';
import { connectRedis } from '../server/plugins/redis.ts';
import { processImportJob } from './jobs/import/processor.ts';

export interface Workers {
  close(): Promise<void>;
}

export async function startWorkers(options: { db: Database; redisUrl: string; prefix: string; log?: Pick<Logger, 'error' | 'info'> }): Promise<Workers> {
  const connection = await connectRedis(options.redisUrl, { maxRetriesPerRequest: null });
  const importWorker = new Worker<ImportJobData>(queueNames.import, (job) => processImportJob(options.db, job.data), {
    connection,
    prefix: `${options.prefix}:bull`,
    concurrency: 1,
  });
  importWorker.on('failed', (job, error) => options.log?.error({ err: error, jobId: job?.id }, 'import job failed'));
  await importWorker.waitUntilReady();
  return {
    async close() {
      await importWorker.close();
      await connection.quit();
    },
  };
}
