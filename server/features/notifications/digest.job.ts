/**
 * The `notification-digest` job: a repeatable BullMQ job (every day at 08:00 India time, see
 * `schedule`) that runs the daily digest (digest.ts) for the job's UTC day (`day` in the payload,
 * or the day the job runs), queueing one `mail` job per user.
 *
 * - 3 tries, 10 s then 20 s apart; finished jobs removed, the last 20 failed ones kept.
 * - Worker: one at a time.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/defineJob.ts';
import { mailJob } from '../../mail/mail.job.ts';
import { runDigest } from './digest.ts';

export const digestJobSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() });

/** How long a queued digest mail job is kept after it ran (its id must outlive a retried run). */
const keepDigestMailSeconds = 3 * 24 * 3600;

export const digestJob = defineJob({
  name: 'notification-digest',
  schema: digestJobSchema,
  options: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: true, removeOnFail: { count: 20 } },
  schedule: { pattern: '0 8 * * *', tz: 'Asia/Kolkata' },
  worker: { concurrency: 1 },
  context: (env) => ({ db: env.db, log: env.log, queues: env.queues }),
  async process(job, { db, log, queues }) {
    const day = job.data.day ?? new Date().toISOString().slice(0, 10);
    const mailed = await runDigest(db, day, async ({ jobId, ...mail }) => {
      await mailJob.enqueue(queues, mail, { jobId, removeOnComplete: { age: keepDigestMailSeconds }, removeOnFail: { age: keepDigestMailSeconds } });
    });
    log?.info({ day, mailed }, 'notification digest queued');
  },
  onFailed(job, error, { log }) {
    log?.error({ err: error, jobId: job.id, attemptsMade: job.attemptsMade }, 'notification digest failed');
  },
});
