/**
 * Admin import routes (docs/contract.md sections 5, 7.2): preview a workbook, queue its import on the
 * BullMQ `import` queue (202 { jobId, status: "queued" }), read a job's progress, download the
 * template (CSV header line, or an .xlsx workbook with two example rows). A file whose first row is
 * not the template's header is refused whole (400) by both upload routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { importJobSchema, importPreviewRowSchema, importQueuedSchema, type ImportJob, type ImportQueued } from '@common/api/imports.ts';
import { idSchema } from '@common/api/http.ts';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { binaryFileSchema, errorResponses, mediaResponse, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { countDataRows, looksLikeXlsx } from './imports.parse.ts';
import * as repo from './imports.repo.ts';
import { previewWorkbook } from './imports.service.ts';
import { inspectWorkbookZip } from './imports.zip.ts';
import { ParseBudget } from './imports.budget.ts';
import { queueImport } from './import.job.ts';
import { templateCsv, templateWorkbook } from './imports.template.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

const workbookPart = { file: { file: xlsxType, description: `The .xlsx workbook (at most ${limits.importMaxBytes / 1024 / 1024} MB; the first worksheet is read)`, required: true } };

/** `parseBudgetMs`: how long reading one uploaded workbook may take (IMPORT_PARSE_BUDGET_MS; 400 past it). */
export async function importsRoutes(fastify: FastifyInstance, options: { parseBudgetMs: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];

  app.post(
    '/api/import-excel-check',
    {
      schema: {
        operationId: 'checkImportWorkbook',
        summary: 'Check an Excel file: every row with its errors and the categories, topics and sources it would create (admin)',
        tags,
        security: session,
        multipart: workbookPart,
        response: { 200: z.array(importPreviewRowSchema), ...errorResponses(400, 401, 403, 413) },
      },
      config: { admin: true },
    },
    async (request) => {
      const { fileName, data } = await uploadedWorkbook(request);
      return previewWorkbook(app.db, fileName, data, new ParseBudget(options.parseBudgetMs));
    },
  );

  app.post(
    '/api/import-excel',
    {
      schema: {
        operationId: 'importWorkbook',
        summary: 'Queue the import of an Excel file (admin); progress by GET /api/import-jobs/{jobId}',
        tags,
        security: session,
        multipart: workbookPart,
        response: { 202: importQueuedSchema, ...errorResponses(400, 401, 403, 413) },
      },
      config: { admin: true },
    },
    async (request, reply) => {
      const { fileName, data } = await uploadedWorkbook(request);
      // Checked here (ZIP sanity, zip-bomb caps, readable, row limit) so a bad file is a clear 4xx now, not a failed job later.
      const time = new ParseBudget(options.parseBudgetMs);
      const total = await countDataRows(await inspectWorkbookZip(data, time), time);
      if (total > limits.importMaxRows) throw badRequest(messages.import.tooManyRows);
      const jobId = await queueImport({ db: app.db, queues: app.queues }, { createdBy: currentUser(request).id, fileName, file: data, total });
      reply.status(202);
      const queued: ImportQueued = { jobId, status: 'queued' };
      return queued;
    },
  );

  app.get(
    '/api/import-jobs/:jobId',
    {
      schema: {
        operationId: 'getImportJob',
        summary: "An import job's progress and row errors (admin)",
        tags,
        security: session,
        params: z.object({ jobId: idSchema }),
        response: { 200: importJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { admin: true },
    },
    async (request): Promise<ImportJob> => {
      const job = await repo.findImportJobStatus(app.db, request.params.jobId);
      if (!job) throw notFound(messages.notFound.importJob);
      return { jobId: job.id, state: job.state, processed: job.processed, total: job.total, created: job.created, skipped: job.skipped, errors: job.errors };
    },
  );

  app.get(
    '/api/import-template.csv',
    {
      schema: {
        operationId: 'getImportTemplateCsv',
        summary: 'The import header row (all fourteen columns) as a CSV file (admin)',
        tags,
        security: session,
        response: { 200: mediaResponse('text/csv', 'The header row, as an attachment'), ...errorResponses(401, 403) },
      },
      config: { admin: true },
    },
    async (_request, reply) => {
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="import-template.csv"');
      return templateCsv();
    },
  );

  app.get(
    '/api/import-template.xlsx',
    {
      schema: {
        operationId: 'getImportTemplateXlsx',
        summary: 'The import template as an Excel workbook: the fourteen headers and two example rows (admin)',
        tags,
        security: session,
        response: { 200: mediaResponse(xlsxType, 'The workbook, as an attachment', binaryFileSchema), ...errorResponses(401, 403) },
      },
      config: { admin: true },
    },
    async (_request, reply) => {
      const file = await templateWorkbook();
      reply
        .header('Content-Type', xlsxType)
        .header('Content-Length', file.length)
        .header('Content-Disposition', 'attachment; filename="import-template.xlsx"')
        .header('X-Content-Type-Options', 'nosniff');
      return file;
    },
  );
}
