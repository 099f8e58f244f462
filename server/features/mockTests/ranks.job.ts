/**
 * The `test-ranks` job (docs/contract.md section 8.2): publishes a scheduled mock's ranks and
 * percentiles once, at its `resultsAt`, and sends each ranked candidate's `test_results`
 * notification live.
 *
 * - Payload `{ testId }`; queued when the test is made, delayed until `resultsAt`; job id
 *   `ranks-<testId>` (queued once).
 * - The processor calls ranks.ts `publishRanks`, whose guard row makes the publication happen
 *   exactly once even when several workers (or an API process answering a result at `resultsAt`)
 *   run it at the same moment; a run before `resultsAt` (hosts' clocks apart) is moved back to the
 *   delayed set. The notifications it created are sent live after its commit (the worker's
 *   effects dispatcher reads them in slices of 1,000).
 * - 5 attempts with exponential backoff from 1 s; finished jobs are removed.
 */
import { DelayedError } from 'bullmq';
import { z } from 'zod';
import { defineJob, type JobQueues } from '../../jobs/defineJob.ts';
import { publishRanks } from './ranks.ts';
import { findResultsAt } from './tests.repo.ts';

export const ranksJobSchema = z.object({ testId: z.number().int().positive() });
export type RanksJobData = z.infer<typeof ranksJobSchema>;

/**
 * Queues the publication of test `testId`'s ranks at `resultsAt` by the clock `now`.
 * @throws BullMQ/Redis errors
 */
export function scheduleRanks(queues: JobQueues, testId: number, resultsAt: Date, now: Date) {
  return ranksJob.enqueue(queues, { testId }, { delay: Math.max(0, resultsAt.getTime() - now.getTime()) });
}

export const ranksJob = defineJob({
  name: 'test-ranks',
  jobName: 'publish-ranks',
  schema: ranksJobSchema,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: 1000 },
  jobId: (data) => `ranks-${data.testId}`,
  worker: { concurrency: 2 },
  context: (env) => ({ db: env.db, log: env.log }),
  async process(job, { db }) {
    const now = new Date();
    if ((await publishRanks(db, job.data.testId, now)).published) return;
    const due = await findResultsAt(db, job.data.testId);
    if (due && due > now && job.token) {
      await job.moveToDelayed(due.getTime(), job.token);
      throw new DelayedError();
    }
  },
  onFailed(job, error, { log }) {
    log?.error({ err: error, jobId: job.id, testId: job.data.testId }, 'publishing ranks failed');
  },
});
