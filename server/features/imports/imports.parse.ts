/**
 * Reads an .xlsx workbook into import rows (spec section 9 column order: Category, Topic, Source,
 * Question Text, Option A-D, Correct Answer; then the optional columns of docs/contract.md 7.2,
 * found by header text) and validates each on its own (imports.rows.ts). Pure: no database. Uses
 * exceljs's streaming reader, one row at a time, so memory stays flat as files grow. Only the first
 * worksheet is read; blank rows are skipped; the first non-blank row must be the template's header.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';
import { ParseBudget } from './imports.budget.ts';
import { inspectWorkbookZip, type WorkbookFacts } from './imports.zip.ts';
import { fieldOrder, headerLayout, optionalFields, validateRow, type ColumnLayout, type OptionalField } from './imports.rows.ts';

export { rowToQuestion, validateRow } from './imports.rows.ts';

/** True when the name ends in .xlsx and the bytes start like a ZIP archive (every .xlsx is one). */
export function looksLikeXlsx(fileName: string, data: Buffer): boolean {
  return /\.xlsx$/i.test(fileName) && data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
}

/** A cell as text, or why it cannot be read. */
export interface CellReading {
  text: string;
  /** Set for a formula with no saved result. */
  error?: string;
}

/**
 * The text of an exceljs cell value (rich text, links, dates, numbers, booleans). A formula gives
 * its saved (cached) result; one without a saved result gives an error naming `address`.
 */
export function readCell(value: ExcelJS.CellValue | undefined, address: string): CellReading {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  if (value instanceof Date) return { text: value.toISOString() };
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return { text: value.richText.map((part) => part.text).join('') };
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || (typeof result === 'number' && Number.isNaN(result))) return { text: '', error: messages.import.formula(address) };
      return readCell(result, address);
    }
    if ('text' in value && typeof value.text === 'string') return { text: value.text };
    if ('error' in value) return { text: '' };
  }
  return { text: String(value) };
}

const isBlank = (text: string) => text.trim() === '';

/** The spreadsheet column name of a 0-based index: 0 -> A, 25 -> Z, 26 -> AA. */
function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Most columns a header row is read to (Excel's own limit: XFD). */
const maxColumns = 16_384;

/**
 * Streams the data rows of the first worksheet of a workbook already checked by
 * `inspectWorkbookZip` (whose `facts` give the bytes to read and the merged ranges). Each row is
 * one step of `time` (imports.budget.ts), so reading gives the event loop its turns.
 * @throws AppError 400 messages.import.headerRow when the first non-blank row (or an empty sheet)
 *         is not the template's header, 400 messages.import.preview when exceljs cannot read it,
 *         400 messages.import.tooManyRows past limits.importMaxRows data rows, 400
 *         messages.import.tooSlow once `time` is spent
 */
export async function* readWorkbookRows(facts: Pick<WorkbookFacts, 'parts' | 'merged'>, time = ParseBudget.unlimited()): AsyncGenerator<ImportRow> {
  const { default: excel } = await import('exceljs'); // loaded on first use: about 8 MB of heap an idle server does not need
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(facts.parts), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let dataRows = 0;
  let layout: ColumnLayout | null = null;
  let sawSheet = false;
  const blankedColumns = facts.merged.blankedColumns();
  const read = (values: ExcelJS.CellValue[], index: number, rowNumber: number, cellErrors: string[]) => {
    const reading = readCell(values[index + 1], `${columnLetter(index)}${rowNumber}`);
    if (reading.error) cellErrors.push(reading.error);
    return reading.text;
  };
  try {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet) {
        await time.step();
        const values = (Array.isArray(row.values) ? row.values : []) as ExcelJS.CellValue[];
        const cellErrors: string[] = [];
        if (layout === null) {
          const cells = Array.from({ length: Math.min(Math.max(0, values.length - 1), maxColumns) }, (_, index) => read(values, index, row.number, cellErrors));
          if (cells.every((cell) => cell.trim() === '') && cellErrors.length === 0) continue;
          layout = headerLayout(cells);
          if (layout === null) throw badRequest(messages.import.headerRow);
          continue;
        }
        const cells = fieldOrder.map((_, index) => read(values, index, row.number, cellErrors));
        const extra: Partial<Record<OptionalField, string>> = {};
        for (const field of optionalFields) {
          const index = layout[field];
          if (index !== undefined) extra[field] = read(values, index, row.number, cellErrors);
        }
        if (cellErrors.length === 0 && cells.every(isBlank) && Object.values(extra).every(isBlank)) continue;
        const blanked = facts.merged.count === 0 ? 0 : blankedColumns(row.number);
        if (blanked) {
          cells.forEach((cell, index) => blanked & (1 << index) && cell === '' && cellErrors.push(messages.import.mergedCell(`${columnLetter(index)}${row.number}`)));
          for (const field of optionalFields) {
            const index = layout[field];
            if (index !== undefined && index < 30 && blanked & (1 << index) && extra[field] === '') cellErrors.push(messages.import.mergedCell(`${columnLetter(index)}${row.number}`));
          }
        }
        if (++dataRows > limits.importMaxRows) throw badRequest(messages.import.tooManyRows);
        yield validateRow(row.number, cells, extra, cellErrors);
      }
      break; // only the first worksheet (the only one in facts.parts)
    }
    if (sawSheet && layout === null) throw badRequest(messages.import.headerRow);
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badRequest(messages.import.preview);
  }
}

/**
 * Data rows of the first worksheet as far as the ZIP scan can tell (rows holding a value, less a
 * the header row): exact unless some rows hold only spaces. Reads only up to the first data row.
 * @throws the errors of `readWorkbookRows`
 */
export async function countDataRows(facts: WorkbookFacts, time = ParseBudget.unlimited()): Promise<number> {
  const rows = readWorkbookRows(facts, time);
  await rows.next();
  await rows.return(undefined);
  return Math.max(0, facts.rowsWithValues - 1);
}

/**
 * Checks the file (type, ZIP sanity and size caps) and reads every data row of its first worksheet,
 * within `time` (IMPORT_PARSE_BUDGET_MS in the API; none by default).
 * @throws AppError 400 messages.validation.xlsxOnly for a non-xlsx file, the errors of
 *         `inspectWorkbookZip` (400 unreadable, 413 unpacks too large, 400 too many merged cells,
 *         400 too slow) and of `readWorkbookRows`; 400 messages.import.tooManyRows as soon as the
 *         ZIP scan counts more rows than limits.importMaxRows
 */
export async function parseWorkbook(fileName: string, data: Buffer, time = ParseBudget.unlimited()): Promise<ImportRow[]> {
  if (!looksLikeXlsx(fileName, data)) throw badRequest(messages.validation.xlsxOnly);
  const facts = await inspectWorkbookZip(data, time);
  if (facts.rowsWithValues - 1 > limits.importMaxRows) throw badRequest(messages.import.tooManyRows);
  const rows: ImportRow[] = [];
  for await (const row of readWorkbookRows(facts, time)) rows.push(row);
  return rows;
}
