/**
 * `import` job processor: reads the uploaded workbook stored in its import_jobs row, imports it
 * through the import service and records progress on the row. Idempotent: a completed job is not
 * run again, and a re-run after a crash creates no duplicates (questions are unique by text).
 */
import type { ImportJobData } from '@common/jobs.ts';
import type { ImportJob } from '@common/api/imports.ts';
import type { Database } from '../../../server/db/client.ts';
import { parseWorkbook } from '../../../server/features/imports/imports.parse.ts';
import { findImportJob, updateImportJob } from '../../../server/features/imports/imports.repo.ts';
import { importRows } from '../../../server/features/imports/imports.service.ts';

export type ImportProgressListener = (progress: Pick<ImportJob, 'jobId' | 'state' | 'processed' | 'total'>) => void;

/** Runs one import job. @throws when the job row is missing (the job then fails in BullMQ). */
export async function processImportJob(db: Database, data: ImportJobData, onProgress?: ImportProgressListener): Promise<void> {
  const job = await findImportJob(db, data.importJobId);
  if (!job) throw new Error(`import job ${data.importJobId} not found`);
  if (job.state === 'completed') return;
  const jobId = job.id;
  await updateImportJob(db, jobId, { state: 'active' });
  try {
    const rows = await parseWorkbook(job.fileName, job.file);
    await updateImportJob(db, jobId, { total: rows.length });
    onProgress?.({ jobId, state: 'active', processed: 0, total: rows.length });
    const result = await importRows(db, rows, {
      submittedBy: job.createdBy,
      onProgress: async (progress) => {
        await updateImportJob(db, jobId, progress);
        onProgress?.({ jobId, state: 'active', processed: progress.processed, total: progress.total });
      },
    });
    await updateImportJob(db, jobId, { ...result, state: 'completed', finishedAt: new Date() });
    onProgress?.({ jobId, state: 'completed', processed: result.processed, total: result.total });
  } catch (error) {
    const message = error instanceof Error && error.name === 'AppError' ? error.message : 'The import stopped unexpectedly';
    await updateImportJob(db, jobId, { state: 'failed', errors: [{ rowNumber: 0, message }], finishedAt: new Date() });
    onProgress?.({ jobId, state: 'failed', processed: 0, total: 0 });
    if (!(error instanceof Error && error.name === 'AppError')) throw error;
  }
}
