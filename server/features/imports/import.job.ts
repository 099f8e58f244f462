/**
 * The `import` job: import the workbook stored in one import_jobs row (see import.processor.ts).
 *
 * - Payload `{ importJobId }`; job id `import-<importJobId>`, so a row is queued once.
 * - 3 attempts, exponential backoff from 2 s; the last 1,000 finished and failed jobs are kept.
 * - Worker: one job at a time; a job whose worker died is taken back by the stalled-job check up to
 *   3 times, and the retry resumes after the last committed batch.
 * - Progress goes to the admin who queued the job as `import:progress` in room `user:<id>`, through
 *   the socket.io Redis emitter, so it reaches that admin's sockets on every API process.
 * - Out of attempts (or stalled too often, when the processor never ran to say so), `onFailed`
 *   ends the row `failed` too and says so to the admin.
 */
import { z } from 'zod';
import type { ImportProgressEvent } from '@common/events.ts';
import { messages } from '@common/messages.ts';
import { defineJob, type JobQueues } from '../../jobs/defineJob.ts';
import { rooms } from '../../plugins/realtime.ts';
import type { Queryable } from '../../db/client.ts';
import { failImportJob, findImportJobStatus, insertImportJob } from './imports.repo.ts';
import { processImportJob } from './import.processor.ts';

export const importJobSchema = z.object({ importJobId: z.number().int().positive() });

/** `import` job payload: the import_jobs row holding the uploaded file. */
export type ImportJobData = z.infer<typeof importJobSchema>;

/** Sends one progress event to the user who queued the import (nobody when the row has none). */
export type ImportProgressSender = (userId: number | null, event: ImportProgressEvent) => void;

export const importJob = defineJob({
  name: 'import',
  schema: importJobSchema,
  options: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 1000 },
  jobId: (data) => `import-${data.importJobId}`,
  worker: { concurrency: 1, maxStalledCount: 3 },
  context: (env) => {
    const sendProgress: ImportProgressSender = (userId, event) => {
      if (userId !== null) env.sockets.to(rooms.user(userId)).emit('import:progress', event);
    };
    return { db: env.db, log: env.log, sendProgress };
  },
  async process(job, { db, sendProgress }) {
    const row = await findImportJobStatus(db, job.data.importJobId);
    const createdBy = row?.createdBy ?? null;
    await processImportJob(db, job.data, (event) => sendProgress(createdBy, event), {
      finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
    });
  },
  async onFailed(job, error, { db, log, sendProgress }) {
    log?.error({ err: error, jobId: job.id }, 'import job failed');
    try {
      if (!(await job.isFailed())) return; // will be retried
      const row = await failImportJob(db, job.data.importJobId, messages.import.stopped);
      if (row) sendProgress(row.createdBy, { jobId: job.data.importJobId, state: 'failed', processed: row.processed, total: row.total });
    } catch (err) {
      log?.error({ err }, 'could not end a failed import job');
    }
  },
});

/**
 * Stores an uploaded workbook as a `queued` import_jobs row, then (once that row is committed, so
 * the worker always finds it) queues its `import` job. Answers the row's id.
 * @throws database and Redis errors (a row whose job could not be queued stays `queued`).
 */
export async function queueImport(deps: { db: Queryable; queues: JobQueues }, upload: { createdBy: number; fileName: string; file: Buffer; total: number }): Promise<number> {
  const row = await insertImportJob(deps.db, upload);
  await importJob.enqueue(deps.queues, { importJobId: row.id });
  return row.id;
}
