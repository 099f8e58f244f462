/**
 * Test fixtures built in memory at test time (nothing binary is committed): .xlsx workbooks written
 * with exceljs, and multipart bodies built with the platform's (undici's) FormData, Blob and Response.
 */
import ExcelJS from 'exceljs';
import { limits } from '@common/limits.ts';

export type SheetRow = ExcelJS.CellValue[];

/** An .xlsx file whose first worksheet holds `rows`, after the import header row unless `header: false`. */
export async function buildWorkbook(rows: SheetRow[], options: { header?: boolean } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  if (options.header !== false) sheet.addRow([...limits.importColumns]);
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
