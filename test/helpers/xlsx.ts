/**
 * Test fixtures built in memory at test time: .xlsx workbooks written with exceljs (normal and
 * streaming writer), hand-made ZIP archives, and multipart bodies built with the platform's
 * (undici's) FormData, Blob and Response. (The one committed binary, test/fixtures/
 * questions-libreoffice.xlsx, is LibreOffice's conversion of the CSV beside it.)
 */
import { PassThrough } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { limits } from '@common/limits.ts';

export type SheetRow = ExcelJS.CellValue[];

/**
 * An .xlsx file whose first worksheet holds `rows`, after the import header row (the nine spec
 * columns, or `columns` when given) unless `header: false`.
 */
export async function buildWorkbook(rows: SheetRow[], options: { header?: boolean; columns?: readonly string[] } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  if (options.header !== false) sheet.addRow([...(options.columns ?? limits.importColumns)]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let counter = 0;

const columnKeys = ['category', 'topic', 'source', 'questionText', 'optionA', 'optionB', 'optionC', 'optionD', 'correctAnswer'] as const;
export type SheetRowSpec = Partial<Record<(typeof columnKeys)[number], ExcelJS.CellValue>>;

/** One data row in import column order, with generated unique text for what `spec` leaves out (null = empty cell). */
export function sheetRow(spec: SheetRowSpec = {}): SheetRow {
  counter++;
  const defaults: Required<SheetRowSpec> = {
    category: 'Quantitative Aptitude',
    topic: 'Percentages',
    source: 'CAT 2019',
    questionText: `Imported question ${counter}: what is ${counter} percent of 100?`,
    optionA: `${counter}`,
    optionB: `${counter + 1}`,
    optionC: `${counter + 2}`,
    optionD: `${counter + 3}`,
    correctAnswer: 'A',
  };
  return columnKeys.map((key) => (key in spec ? (spec[key] ?? null) : defaults[key]));
}

/** A ZIP local-file header followed by junk: looks like an .xlsx by its magic bytes, but is not one. */
export function corruptZip(): Buffer {
  return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('this is not really a zip archive '.repeat(20))]);
}

export interface MultipartPart {
  name: string;
  value: Buffer | string;
  /** Present for a file part. */
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body and its content-type header, for `app.inject`. */
export async function multipartBody(parts: MultipartPart[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.fileName !== undefined) {
      const bytes = typeof part.value === 'string' ? new TextEncoder().encode(part.value) : new Uint8Array(part.value);
      form.append(part.name, new Blob([bytes], { type: part.type ?? 'application/octet-stream' }), part.fileName);
    } else {
      form.append(part.name, String(part.value));
    }
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content-type');
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** A multipart body with one `file` part. */
export function fileUpload(fileName: string, data: Buffer | string, type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
  return multipartBody([{ name: 'file', value: data, fileName, type }]);
}

/** One entry of a hand-made ZIP archive; `declaredSize` overrides the uncompressed size it claims. */
export interface ZipEntrySpec {
  name: string;
  data: Buffer;
  declaredSize?: number;
}

/**
 * A ZIP archive (deflated entries, no data descriptors) written by hand, so tests can make archives
 * that lie about their sizes. Format: PKWARE APPNOTE.TXT sections 4.3.7, 4.3.12, 4.3.16.
 */
export function zipArchive(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a real .xlsx (read back with exceljs's own zip reader, JSZip). */
export async function unzipEntries(file: Buffer): Promise<ZipEntrySpec[]> {
  const zip = await JSZip.loadAsync(file);
  return Promise.all(Object.values(zip.files).filter((entry) => !entry.dir).map(async (entry) => ({ name: entry.name, data: await entry.async('nodebuffer') })));
}

/**
 * A large .xlsx written with exceljs's streaming writer (shared strings, as Excel writes them,
 * unless `sharedStrings: false`: inline strings): `count` data rows after the header (the nine
 * spec columns, or `columns`), from `row(i)`. Memory stays small however many rows.
 */
export async function buildLargeWorkbook(count: number, row: (index: number) => SheetRow, options: { sharedStrings?: boolean; columns?: readonly string[] } = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: options.sharedStrings !== false, useStyles: false });
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...(options.columns ?? limits.importColumns)]).commit();
  for (let index = 0; index < count; index++) sheet.addRow(row(index)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const benchTopics: [string, string[]][] = [
  ['Quantitative Aptitude', ['Number Systems', 'Geometry & Mensuration', 'Percentages & Profit', 'Time, Speed & Distance']],
  ['Data Interpretation & Logical Reasoning', ['Tables & Bar Charts', 'Arrangements & Seating', 'Caselets']],
  ['Verbal Ability & Reading Comprehension', ['Reading Comprehension', 'Para Jumbles', 'Critical Reasoning']],
];
const benchSources = ['CAT 2019 Slot 1', 'CAT 2021 Slot 2', 'Sectional Mock 7', 'Mentor Drill', 'XAT 2022'];

/** A realistic question row (unique text, about 200 characters in all) for large files. */
export function questionSheetRow(index: number): SheetRow {
  const [category, topics] = benchTopics[index % benchTopics.length]!;
  const speed = 36 + (index % 90);
  return [
    category,
    topics[index % topics.length]!,
    benchSources[index % benchSources.length]!,
    `Q${index + 1}. A train ${100 + (index % 400)} m long crosses a platform ${150 + (index % 250)} m long at ${speed} km/h. How many seconds does it take to cross the platform completely?`,
    `${10 + (index % 50)} s`,
    `${20 + (index % 60)} s`,
    `${30 + (index % 70)} s`,
    'None of these',
    'ABCD'[index % 4]!,
  ];
}

/**
 * `file` (an .xlsx) with `<mergeCell ref>` elements for `refs` ("A2:AD100001") added to its first
 * worksheet, written as XML (exceljs would expand each range cell by cell): tiny files that
 * declare huge merged ranges.
 */
export async function withMergedRanges(file: Buffer, refs: string[]): Promise<Buffer> {
  const merges = `<mergeCells count="${refs.length}">${refs.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`;
  const entries = await unzipEntries(file);
  return zipArchive(
    entries.map((entry) => (/^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name) ? { ...entry, data: Buffer.from(entry.data.toString('utf8').replace('</sheetData>', `</sheetData>${merges}`)) } : entry)),
  );
}
