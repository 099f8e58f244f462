/**
 * Job log lines for a BullMQ Worker: `job started` when a job becomes active and `job completed`
 * (with `durationMs`) when it ends well, each with `queue` and `jobId` so one job's lines can be
 * found together. Failures are logged by each queue's own `failed` handler (workers.ts).
 */
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';

export function logJobs(worker: Worker, log: Pick<Logger, 'info'> | undefined): void {
  if (!log) return;
  const queue = worker.name;
  worker.on('active', (job) => log.info({ queue, jobId: job.id, attempt: job.attemptsMade + 1 }, 'job started'));
  worker.on('completed', (job) => {
    const durationMs = job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined;
    log.info({ queue, jobId: job.id, durationMs }, 'job completed');
  });
}
