/**
 * `import` job processor: streams the workbook stored in its import_jobs row (exceljs streaming
 * reader) and imports it in batches. Each batch's questions (and new categories/topics/sources)
 * and the row's progress (processed, created, skipped, errors appended) commit in one
 * transaction, so a run that dies half-way (the worker killed) resumes on retry after the last
 * committed row: no duplicates, no lost rows, exact counts. A completed or failed job is not run
 * again. Progress is reported after every batch and at completion or failure.
 */
import { sql } from 'drizzle-orm';
import type { ImportJobData } from './import.job.ts';
import type { ImportProgressEvent } from '@common/events.ts';
import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { countDataRows, looksLikeXlsx, readWorkbookRows } from './imports.parse.ts';
import { inspectWorkbookZip } from './imports.zip.ts';
import { advanceImportJob, failImportJob, findImportJob, updateImportJob } from './imports.repo.ts';
import { emptyTaxonomyIds, importBatch } from './imports.service.ts';
import { batchesAhead } from './imports.batches.ts';

export type ImportProgressListener = (progress: ImportProgressEvent) => void;

export interface ImportRunOptions {
  /** Rows per transaction; default limits.importBatchRows. */
  batchRows?: number;
  /** Whether BullMQ will not try again after this run: an unexpected error then marks the job failed. */
  finalAttempt?: boolean;
}

/** Thrown when another run of the same job committed first (this run's batch is rolled back). */
class SupersededError extends Error {
  override name = 'SupersededError';
}

const isAppError = (error: unknown): error is Error => error instanceof Error && error.name === 'AppError';

/**
 * Runs (or resumes) one import job.
 * @throws when the job row is missing, or on an unexpected error (database down...), so BullMQ
 *         retries it; a bad file instead ends the job `failed` with the reason in `errors`.
 */
export async function processImportJob(db: Database, data: ImportJobData, onProgress?: ImportProgressListener, options: ImportRunOptions = {}): Promise<void> {
  const job = await findImportJob(db, data.importJobId);
  if (!job) throw new Error(`import job ${data.importJobId} not found`);
  if (job.state === 'completed' || job.state === 'failed') return;
  const jobId = job.id;
  let { processed, total } = job;
  const fail = async (message: string) => {
    if (await failImportJob(db, jobId, message)) onProgress?.({ jobId, state: 'failed', processed, total });
  };
  try {
    if (!looksLikeXlsx(job.fileName, job.file)) throw badRequest(messages.validation.xlsxOnly);
    const facts = await inspectWorkbookZip(job.file);
    if (total === 0) {
      // Counted at upload (POST /api/import-excel); counted here only for a row made otherwise.
      total = await countDataRows(facts);
      if (total > limits.importMaxRows) throw badRequest(messages.import.tooManyRows);
    }
    await updateImportJob(db, jobId, { state: 'active', total });
    onProgress?.({ jobId, state: 'active', processed, total });

    const known = emptyTaxonomyIds(); // any rollback ends this run, so the ids it holds were committed
    let toSkip = processed; // rows committed by an earlier run
    async function* remaining(): AsyncGenerator<ImportRow> {
      for await (const row of readWorkbookRows(facts)) {
        if (toSkip > 0) toSkip--;
        else yield row;
      }
    }
    for await (const batch of batchesAhead(remaining(), options.batchRows ?? limits.importBatchRows)) {
      const step = await db.transaction(async (tx) => {
        // A batch lost in a database crash is lost together with its progress, and redone on retry:
        // no need to wait for the WAL flush at each commit.
        await tx.execute(sql`set local synchronous_commit = off`);
        const result = await importBatch(tx, batch, job.createdBy, known);
        if (!(await advanceImportJob(tx, jobId, processed, result))) throw new SupersededError(`import job ${jobId} was advanced by another run`);
        return result;
      });
      processed += step.processed;
      onProgress?.({ jobId, state: 'active', processed, total });
    }
    total = processed;
    await updateImportJob(db, jobId, { state: 'completed', total, finishedAt: new Date() });
    onProgress?.({ jobId, state: 'completed', processed, total });
  } catch (error) {
    if (error instanceof SupersededError) return; // the other run owns the job now
    if (isAppError(error)) return fail(error.message);
    if (options.finalAttempt) await fail(messages.import.stopped);
    throw error;
  }
}
