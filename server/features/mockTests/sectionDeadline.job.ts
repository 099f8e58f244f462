/**
 * The `section-deadline` job (docs/contract.md section 7.3): ends a test section on the server when
 * its time is up, whether or not a client is connected.
 *
 * - Payload `{ attemptId, sectionIndex }`; added when the section starts, delayed until its end plus
 *   the 2 s grace; job id `section-<attemptId>-<sectionIndex>`, so a section has one job however
 *   often it is scheduled (BullMQ ignores an add whose id exists).
 * - The processor settles the attempt (attempts.service.ts `endSectionOnTime`): a section already
 *   submitted is left alone; one still active is ended under the attempt's row lock, the next one
 *   starts (and gets its own job) or the attempt is completed, and the owner's sockets get
 *   `attempt:section-ended` (effects published by the worker's dispatcher after the commit). A job that runs before the section
 *   is due (clocks of two hosts apart) is moved back to the delayed set until it is.
 * - 5 attempts with exponential backoff from 1 s (database faults); finished jobs are removed.
 */
import { DelayedError } from 'bullmq';
import { z } from 'zod';
import { defineJob, type JobQueues } from '../../jobs/defineJob.ts';
import { endSectionOnTime, type AttemptDeps } from './attempts.service.ts';

export const sectionDeadlineJobSchema = z.object({ attemptId: z.number().int().positive(), sectionIndex: z.number().int().min(0) });

/** `section-deadline` job payload. */
export type SectionDeadlineJobData = z.infer<typeof sectionDeadlineJobSchema>;

/** The job id of a section's deadline. */
export const sectionDeadlineJobId = (data: SectionDeadlineJobData): string => `section-${data.attemptId}-${data.sectionIndex}`;

/**
 * Queues the deadline job of a section, due at `dueAt` by the clock `now` (the delay is the
 * difference, at least 0).
 * @throws BullMQ/Redis errors
 */
export function scheduleSectionDeadline(queues: JobQueues, data: SectionDeadlineJobData, dueAt: Date, now: Date) {
  return sectionDeadlineJob.enqueue(queues, data, { delay: Math.max(0, dueAt.getTime() - now.getTime()) });
}

export const sectionDeadlineJob = defineJob({
  name: 'section-deadline',
  jobName: 'end-section',
  schema: sectionDeadlineJobSchema,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: 1000 },
  jobId: sectionDeadlineJobId,
  worker: { concurrency: 8 },
  context: (env) => ({ deps: { db: env.db, now: () => new Date() } satisfies AttemptDeps, log: env.log }),
  async process(job, { deps }) {
    const { notDueUntil } = await endSectionOnTime(deps, job.data);
    if (notDueUntil && job.token) {
      await job.moveToDelayed(notDueUntil.getTime(), job.token);
      throw new DelayedError();
    }
  },
  onFailed(job, error, { log }) {
    log?.error({ err: error, jobId: job.id, attemptId: job.data.attemptId }, 'section deadline job failed');
  },
});
