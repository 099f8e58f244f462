/**
 * Hostile uploads:
 * - An import workbook of a few KB declaring a thousand huge merged ranges is refused promptly with
 *   a clear 400 (merged ranges are kept as intervals with caps on count and area, never expanded
 *   cell by cell), and the API keeps answering `GET /health` while it reads the file: measured by
 *   polling /health over real HTTP for as long as the upload runs (generous bound, no sleeps).
 * - Reading a workbook has a time budget (IMPORT_PARSE_BUDGET_MS): past it, 400 with a clear message.
 * - A resource's stored and downloaded file name always ends in `.pdf`, whatever the uploader named it.
 */
import t from 'tap';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { buildTestApp, closeTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { TestClient } from '../helpers/http.ts';
import { minimalPdf } from '../helpers/pdf.ts';
import { listen } from '../helpers/realtime.ts';
import { buildLargeWorkbook, buildWorkbook, fileUpload, multipartBody, questionSheetRow, sheetRow, withMergedRanges } from '../helpers/xlsx.ts';

t.teardown(closeTestDatabase);

/** Longest a `GET /health` may wait while a file is read: far above a loaded machine's noise, far below a stalled loop. */
const healthBoundMs = 1500;

/**
 * Runs `work` while polling `GET /health` one request after another until it settles; answers its
 * result and the slowest /health answer (ms).
 */
async function whilePollingHealth<T>(base: string, work: Promise<T>): Promise<{ result: T; slowestHealthMs: number; polls: number }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let slowestHealthMs = 0;
  let polls = 0;
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
    slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
    polls++;
  }
  return { result: await settled, slowestHealthMs, polls };
}

async function adminSession(t: { teardown(fn: () => unknown): void }, overrides: Parameters<typeof buildTestApp>[1] = {}) {
  const testApp = await buildTestApp(t, overrides);
  const base = await listen(testApp.app);
  const admin = await createUser(testApp.database.db, { role: 'admin' });
  const client = new TestClient(testApp.app);
  await client.login(admin.username, admin.password);
  const post = async (url: string, fileName: string, file: Buffer) => {
    const { payload, headers } = await fileUpload(fileName, file);
    const res = await fetch(`${base}${url}`, { method: 'POST', body: new Uint8Array(payload), headers: { ...headers, cookie: client.cookie!, 'x-requested-with': 'XMLHttpRequest' } });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };
  return { ...testApp, base, client, post };
}

const importRoutes = ['/api/import-excel-check', '/api/import-excel'];

t.test('a small workbook declaring 1,000 huge merged ranges: a prompt, clear 400; /health answers all along', async (t) => {
  const { base, post } = await adminSession(t);
  const refs = Array.from({ length: 1000 }, (_, index) => `A${index + 2}:AD${limits.importMaxRows + 1}`);
  const file = await withMergedRanges(await buildWorkbook([sheetRow()]), refs);
  t.ok(file.length < 16 * 1024, `the file is small (${file.length} bytes)`);
  for (const url of importRoutes) {
    const started = performance.now();
    const { result, slowestHealthMs, polls } = await whilePollingHealth(base, post(url, 'merged.xlsx', file));
    const tookMs = performance.now() - started;
    t.equal(result.status, 400, `${url}: 400`);
    t.equal(result.body.message, messages.import.tooManyMerged, `${url}: says to unmerge`);
    t.ok(slowestHealthMs < healthBoundMs, `${url}: /health answered within ${healthBoundMs} ms each time (slowest ${Math.round(slowestHealthMs)} ms of ${polls})`);
    t.ok(tookMs < 10_000, `${url}: answered promptly (${Math.round(tookMs)} ms)`);
  }
});

t.test('merged ranges within the caps are still reported cell by cell', async (t) => {
  const { post } = await adminSession(t);
  const rows = Array.from({ length: 3 }, () => sheetRow());
  rows[1]![0] = null; // A3, blanked by the merge A2:A3
  const file = await withMergedRanges(await buildWorkbook(rows), ['A2:A3', 'J1:XFD1048576']);
  const { status, body } = await post('/api/import-excel-check', 'merged.xlsx', file);
  t.equal(status, 400, 'a merged range of about 17 billion cells is over the area cap');
  t.equal(body.message, messages.import.tooManyMerged);
  const small = await withMergedRanges(await buildWorkbook(rows), ['A2:A3']);
  const preview = await post('/api/import-excel-check', 'merged.xlsx', small);
  t.equal(preview.status, 200);
  const previewRows = preview.body as unknown as { rowNumber: number; errors: string[] }[];
  t.ok(previewRows.find((row) => row.rowNumber === 3)!.errors.includes(messages.import.mergedCell('A3')), 'the blanked cell is named');
  t.same(previewRows.find((row) => row.rowNumber === 2)!.errors, [], "the range's top-left cell is fine");
});

t.test('IMPORT_PARSE_BUDGET_MS: reading past the budget is a clear 400', async (t) => {
  const { post } = await adminSession(t, { importParseBudgetMs: 1 });
  const file = await buildLargeWorkbook(2000, questionSheetRow);
  const { status, body } = await post('/api/import-excel-check', 'large.xlsx', file);
  t.equal(status, 400);
  t.equal(body.message, messages.import.tooSlow(0.001), 'says it took too long and to split the file');
});

t.test("a resource's file name always ends in .pdf, stored and downloaded", async (t) => {
  const { app, database } = await buildTestApp(t);
  const user = await createUser(database.db);
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  const cases: [string, string][] = [
    ['notes.html', 'notes.html.pdf'],
    ['run.bat', 'run.bat.pdf'],
    ['archive', 'archive.pdf'],
    ['Syllabus.PDF', 'Syllabus.pdf'],
    ['report.pdf', 'report.pdf'],
    ['evil\u202Efdp.exe', 'evilfdp.exe.pdf'],
    [`${'x'.repeat(400)}.html`, `${'x'.repeat(limits.resourceFileNameMax - 4)}.pdf`],
  ];
  for (const [sent, expected] of cases) {
    const { payload, headers } = await multipartBody([
      { name: 'description', value: `Upload named ${sent.slice(0, 20)}` },
      { name: 'pdfFile', value: minimalPdf(), fileName: sent, type: 'application/pdf' },
    ]);
    const res = await client.post('/api/uploadPdf', { payload, headers });
    t.equal(res.statusCode, 201, `${sent.slice(0, 20)}: uploaded`);
    const stored = res.json() as { id: number; fileName: string };
    t.equal(stored.fileName, expected, `${sent.slice(0, 20)}: stored as ${expected.slice(0, 30)}`);
    const download = await client.get(`/api/downloadResource/${stored.id}`);
    t.equal(download.statusCode, 200);
    const disposition = String(download.headers['content-disposition']);
    const names = disposition.split(';').slice(1).map((parameter) => parameter.trim()).filter((parameter) => parameter.startsWith('filename'));
    t.ok(names.length > 0 && names.every((parameter) => /\.pdf"?$/.test(parameter)), `${sent.slice(0, 20)}: every file name of Content-Disposition ends in .pdf (${disposition.slice(-40)})`);
  }
});
