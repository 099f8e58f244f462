/**
 * Admin import routes (CONTRACT.md section 5): preview a workbook, queue its import on the BullMQ
 * `import` queue (202 { jobId, status: "queued" }), read a job's progress, download the template.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { ImportJob, ImportQueued } from '@common/api/imports.ts';
import { idSchema } from '@common/api/http.ts';
import { z } from 'zod';
import { AppError, badRequest, notFound, parseInput } from '../../errors.ts';
import { adminOnly, currentUser } from '../../plugins/auth.ts';
import { countDataRows, looksLikeXlsx } from './imports.parse.ts';
import * as repo from './imports.repo.ts';
import { previewWorkbook } from './imports.service.ts';
import { inspectWorkbookZip } from './imports.zip.ts';
import { queueImport } from './import.job.ts';

/**
 * The uploaded `file` part, read whole (bounded by limits.importMaxBytes).
 * @throws AppError 400 not an .xlsx, 413 over limits.importMaxBytes
 */
async function uploadedWorkbook(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest(messages.validation.xlsxOnly);
  const part = await request.file({ limits: { fileSize: limits.importMaxBytes, files: 1 } });
  if (!part) throw badRequest(messages.validation.xlsxOnly);
  const data = await part.toBuffer();
  if (part.file.truncated) throw new AppError(413, `The file is larger than ${limits.importMaxBytes / 1024 / 1024} MB`);
  if (!looksLikeXlsx(part.filename, data)) throw badRequest(messages.validation.xlsxOnly);
  return { fileName: part.filename, data };
}

export async function importsRoutes(app: FastifyInstance) {
  app.addHook('onRoute', adminOnly);

  app.post('/api/import-excel-check', async (request) => {
    const { fileName, data } = await uploadedWorkbook(request);
    return previewWorkbook(app.db, fileName, data);
  });

  app.post('/api/import-excel', async (request, reply) => {
    const { fileName, data } = await uploadedWorkbook(request);
    // Checked here (ZIP sanity, zip-bomb caps, readable, row limit) so a bad file is a clear 4xx now, not a failed job later.
    const total = await countDataRows(await inspectWorkbookZip(data));
    if (total > limits.importMaxRows) throw badRequest(messages.import.tooManyRows);
    const jobId = await queueImport({ db: app.db, queues: app.queues }, { createdBy: currentUser(request).id, fileName, file: data, total });
    reply.status(202);
    const queued: ImportQueued = { jobId, status: 'queued' };
    return queued;
  });

  app.get('/api/import-jobs/:jobId', async (request): Promise<ImportJob> => {
    const { jobId } = parseInput(z.object({ jobId: idSchema }), request.params);
    const job = await repo.findImportJobStatus(app.db, jobId);
    if (!job) throw notFound(messages.notFound.importJob);
    return { jobId: job.id, state: job.state, processed: job.processed, total: job.total, created: job.created, skipped: job.skipped, errors: job.errors };
  });

  app.get('/api/import-template.csv', async (_request, reply) => {
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="import-template.csv"');
    return `${limits.importColumns.join(',')}\n`;
  });
}
