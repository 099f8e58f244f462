import t from 'tap';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import type { ImportJob, ImportRow } from '@common/api/imports.ts';
import type { Database } from '../../server/db/client.ts';
import { importJobs, questions } from '../../server/db/schema/index.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { TestClient } from '../helpers/http.ts';
import { createQuestions, createUser } from '../helpers/factories.ts';
import { startTestWorkers } from '../helpers/worker.ts';
import { buildLargeWorkbook, buildWorkbook, fileUpload, questionSheetRow, sheetRow, unzipEntries, zipArchive } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

const fixtures = join(import.meta.dirname, '..', 'fixtures');

async function adminClient(app: FastifyInstance, db: Database) {
  const admin = await createUser(db, { role: 'admin' });
  const client = new TestClient(app);
  await client.login(admin.username, admin.password);
  return client;
}

async function upload(client: TestClient, url: string, fileName: string, data: Buffer) {
  const { payload, headers } = await fileUpload(fileName, data);
  return client.post(url, { payload, headers });
}

async function waitForJob(client: TestClient, jobId: number, timeoutMs = 20_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await client.get(`/api/import-jobs/${jobId}`)).json() as ImportJob;
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import job ${jobId} still ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stored = async (db: Database) => ({
  questions: (await db.select({ id: questions.id }).from(questions)).length,
  jobs: (await db.select({ id: importJobs.id }).from(importJobs)).length,
});

t.test('a workbook written by LibreOffice is previewed and imported', async (t) => {
  const { app, database, config } = await buildTestApp(t);
  await startTestWorkers(t, { database, config });
  const client = await adminClient(app, database.db);
  const file = await readFile(join(fixtures, 'questions-libreoffice.xlsx'));

  const preview = await upload(client, '/api/import-excel-check', 'questions-libreoffice.xlsx', file);
  t.equal(preview.statusCode, 200);
  const rows = preview.json() as ImportRow[];
  t.same(rows.map((row) => [row.rowNumber, row.errors.length]), [[2, 0], [3, 0], [4, 0], [5, 1]], 'four data rows, the last without an answer');
  t.match(rows[0], { category: 'Quantitative Aptitude', questionText: 'LibreOffice row: what is 15% of 200?', optionA: '20', correctAnswer: 'C' }, 'numbers read as text');
  t.equal(rows[1]!.correctAnswer, 'B', 'a lower-case answer normalised');

  const res = await upload(client, '/api/import-excel', 'questions-libreoffice.xlsx', file);
  t.equal(res.statusCode, 202);
  const job = await waitForJob(client, res.json().jobId);
  t.match(job, { state: 'completed', total: 4, processed: 4, created: 3, skipped: 0 });
  t.same(job.errors.map((error) => error.rowNumber), [5]);
  const texts = (await database.db.select().from(questions).orderBy(asc(questions.id))).map((q) => q.questionText);
  t.same(texts, ['LibreOffice row: what is 15% of 200?', 'LibreOffice row: arrange P, Q, R, S into a paragraph', "LibreOffice row: A is B's father's only son. Who is A to B?"]);
});

t.test('the preview flags duplicates of the bank and of an earlier row, formulas, merged cells; reads only the first sheet', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = await adminClient(app, database.db);
  await createQuestions(database.db, [{ questionText: 'Already in the bank' }]);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...limits.importColumns]);
  sheet.addRow(sheetRow({ questionText: 'ALREADY IN THE BANK' })); // row 2
  sheet.addRow(sheetRow({ questionText: 'First of a pair' })); // row 3
  sheet.addRow(sheetRow({ questionText: 'first OF a PAIR' })); // row 4
  sheet.addRow(sheetRow({ questionText: 'Formula with a saved result', optionA: { formula: '2+3', result: 5 } })); // row 5
  sheet.addRow(sheetRow({ questionText: 'Formula without a saved result', optionB: { formula: '2+3' } as ExcelJS.CellFormulaValue })); // row 6
  sheet.addRow(sheetRow({ questionText: 'Merged category, top cell', category: 'Verbal Ability' })); // row 7
  sheet.addRow(sheetRow({ questionText: 'Merged category, blanked cell', category: null })); // row 8
  sheet.mergeCells('A7:A8');
  sheet.addRow([]); // row 9, blank
  sheet.addRow(sheetRow({ questionText: 'After a blank row' })); // row 10
  workbook.addWorksheet('Notes').addRow(sheetRow({ questionText: 'On the second sheet' }));
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const before = await stored(database.db);

  const res = await upload(client, '/api/import-excel-check', 'questions.xlsx', file);
  t.equal(res.statusCode, 200);
  const rows = res.json() as ImportRow[];
  const byRow = new Map(rows.map((row) => [row.rowNumber, row]));
  t.same(rows.map((row) => row.rowNumber), [2, 3, 4, 5, 6, 7, 8, 10], 'the blank row is skipped; the second sheet is not read');
  t.same(byRow.get(2)!.errors, [messages.import.duplicateExisting], 'a question already in the bank (other case)');
  t.same(byRow.get(3)!.errors, [], 'the first of two equal rows is valid');
  t.same(byRow.get(4)!.errors, [messages.import.duplicateRow(3)], 'the second names the first');
  t.match(byRow.get(5), { optionA: '5', errors: [] }, 'a formula gives its saved result');
  t.ok(byRow.get(6)!.errors.includes(messages.import.formula('F6')), 'a formula without a saved result: an error naming the cell');
  t.match(byRow.get(7), { category: 'Verbal Ability', errors: [] }, 'the top cell of a merged range keeps its value');
  t.ok(byRow.get(8)!.errors.includes(messages.import.mergedCell('A8')), 'the blanked cell of a merged range: an error naming it');
  t.same(byRow.get(10)!.errors, []);
  t.same(await stored(database.db), before, 'a preview stores nothing');
});

t.test('a workbook with inline strings (no shared-strings part) is read too', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = await adminClient(app, database.db);
  const file = await buildLargeWorkbook(3, questionSheetRow, { sharedStrings: false });
  t.notOk((await unzipEntries(file)).some((entry) => entry.name === 'xl/sharedStrings.xml'), 'the file has no shared-strings part');
  const res = await upload(client, '/api/import-excel-check', 'inline.xlsx', file);
  t.equal(res.statusCode, 200);
  const rows = res.json() as ImportRow[];
  t.same(rows.map((row) => [row.rowNumber, row.errors]), [[2, []], [3, []], [4, []]]);
  t.equal(rows[0]!.questionText, questionSheetRow(0)[3], 'text read from inline strings');
});

t.test('hostile files: clear 4xx answers from both upload routes, nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = await adminClient(app, database.db);
  const entries = await unzipEntries(await buildWorkbook([sheetRow(), sheetRow()]));
  const sheetIndex = entries.findIndex((entry) => entry.name === 'xl/worksheets/sheet1.xml');
  const withSheet = (spec: Partial<(typeof entries)[number]>) => zipArchive(entries.map((entry, index) => (index === sheetIndex ? { ...entry, ...spec } : entry)));
  const padding = Buffer.alloc(8 * 1024 * 1024, 0x20);
  const entity = (n: number) => `<!ENTITY e${n} "${`&e${n - 1};`.repeat(10)}">`;
  const laughs = Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY e0 "lol">${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(entity).join('')}]>` +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&e9;</t></is></c></row></sheetData></worksheet>',
  );
  const before = await stored(database.db);

  const cases: [string, Buffer, number, string][] = [
    ['rebuilt by hand (control)', zipArchive(entries), 0, ''],
    ['a renamed text file', Buffer.from('PK\u0003\u0004 but then just text, no archive at all'), 400, messages.import.preview],
    ['a sheet declaring 1 GB unpacked', withSheet({ declaredSize: 1024 * 1024 * 1024 }), 413, messages.import.tooLargeUnpacked],
    ['a sheet inflating far past what it declares', withSheet({ data: Buffer.concat([entries[sheetIndex]!.data, padding]), declaredSize: entries[sheetIndex]!.data.length }), 400, messages.import.preview],
    ['an XML entity bomb (a billion laughs) as the sheet', withSheet({ data: laughs }), 400, messages.import.preview],
    ['an archive with no worksheet', zipArchive(entries.filter((_, index) => index !== sheetIndex)), 400, messages.import.preview],
  ];
  for (const url of ['/api/import-excel-check', '/api/import-excel']) {
    for (const [label, data, status, message] of cases) {
      const res = await upload(client, url, 'hostile.xlsx', data);
      if (status === 0) {
        t.ok(res.statusCode === 200 || res.statusCode === 202, `${url}, ${label}: accepted`);
        continue;
      }
      t.equal(res.statusCode, status, `${url}, ${label}: ${status}`);
      t.equal(res.json().message, message, `${url}, ${label}: "${message}"`);
    }
  }
  const after = await stored(database.db);
  t.equal(after.questions, before.questions, 'no question stored');
  t.equal(after.jobs, before.jobs + 1, 'only the control file was queued');
});

t.test('more than 100,000 data rows: 400 from both routes, nothing stored', async (t) => {
  const { app, database } = await buildTestApp(t);
  const client = await adminClient(app, database.db);
  const file = await buildLargeWorkbook(limits.importMaxRows + 1, (index) => [`Row ${index}`]);
  t.ok(file.length < limits.importMaxBytes, 'the file itself is within the upload limit');
  const before = await stored(database.db);
  for (const url of ['/api/import-excel-check', '/api/import-excel']) {
    const res = await upload(client, url, 'huge.xlsx', file);
    t.equal(res.statusCode, 400, `${url}: 400`);
    t.equal(res.json().message, 'The file has more than 100,000 rows; split it into smaller files', `${url}: says to split the file`);
  }
  t.same(await stored(database.db), before, 'nothing stored');
});
