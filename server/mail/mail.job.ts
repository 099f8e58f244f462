/**
 * The `mail` job: one plain-text message sent over SMTP by the worker (mail.processor.ts). Any
 * feature that mails (verification codes today) queues it with `mailJob.enqueue(queues, mail)`.
 *
 * - Payload `{ to, subject, text }`; no job id rule (every message is its own job).
 * - 4 tries, 3 s then 6 s then 12 s apart. Finished jobs, which may hold a code, are removed at
 *   once; the last 100 failed ones are kept.
 * - Worker: 5 at a time over one pooled SMTP transport, closed with the worker.
 * - Failures are logged with the job id and the error only: the payload may hold a code.
 */
import { z } from 'zod';
import { defineJob } from '../jobs/defineJob.ts';
import { createMailProcessor } from './mail.processor.ts';

export const mailJobSchema = z.object({ to: z.string().min(1), subject: z.string(), text: z.string() });

/** `mail` job payload: one plain-text message. */
export type MailJobData = z.infer<typeof mailJobSchema>;

export const mailJob = defineJob({
  name: 'mail',
  schema: mailJobSchema,
  options: { attempts: 4, backoff: { type: 'exponential', delay: 3000 }, removeOnComplete: true, removeOnFail: { count: 100 } },
  worker: { concurrency: 5 },
  context: (env) => ({ log: env.log, send: createMailProcessor(env.mail ?? { smtpUrl: undefined, mailFrom: undefined }) }),
  closeContext: ({ send }) => send.close(),
  process: (job, { send }) => send(job.data),
  onFailed(job, error, { log }) {
    log?.error({ err: error, jobId: job.id, attemptsMade: job.attemptsMade }, 'mail job failed');
  },
});

