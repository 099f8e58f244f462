/**
 * Reads an .xlsx workbook into import rows (spec section 9 column order: Category, Topic, Source,
 * Question Text, Option A-D, Correct Answer) and validates each with the shared question schema.
 * Pure: no database. Uses exceljs's streaming reader, one row at a time, so memory stays flat as
 * files grow. Only the first worksheet is read; blank rows are skipped; a first row naming the
 * columns is the header.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { questionInputSchema, type QuestionInput } from '@common/api/questions.ts';
import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';
import { inspectWorkbookZip, type WorkbookFacts } from './imports.zip.ts';

const fieldOrder = ['category', 'topic', 'source', 'questionText', 'optionA', 'optionB', 'optionC', 'optionD', 'correctAnswer'] as const;

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

function isHeaderRow(cells: string[]): boolean {
  return cells[0]?.trim().toLowerCase() === limits.importColumns[0].toLowerCase() && cells[3]?.trim().toLowerCase() === limits.importColumns[3].toLowerCase();
}

/** A row as read, with the messages of every field that fails validation (empty when valid). */
export function validateRow(rowNumber: number, cells: string[], cellErrors: string[] = []): ImportRow {
  const fields = Object.fromEntries(fieldOrder.map((name, index) => [name, (cells[index] ?? '').trim()])) as Record<(typeof fieldOrder)[number], string>;
  const result = questionInputSchema.safeParse(fields);
  const errors = [...cellErrors, ...(result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))])];
  if (Object.values(fields).some((text) => text.includes('\u0000'))) errors.push(messages.validation.nulCharacter);
  return { rowNumber, ...fields, correctAnswer: result.success ? result.data.correctAnswer : fields.correctAnswer, errors };
}

/** The validated question of a valid row. */
export function rowToQuestion(row: ImportRow): QuestionInput {
  return questionInputSchema.parse(row);
}

const columnLetters = fieldOrder.map((_, index) => String.fromCharCode(65 + index));

/**
 * Streams the data rows of the first worksheet of a workbook already checked by
 * `inspectWorkbookZip` (whose `facts` give the bytes to read and mark the cells blanked by merged ranges).
 * @throws AppError 400 messages.import.preview when exceljs cannot read it,
 *         400 messages.import.tooManyRows past limits.importMaxRows data rows
 */
export async function* readWorkbookRows(facts: Pick<WorkbookFacts, 'parts' | 'mergedBlanks'>, onHeader?: () => void): AsyncGenerator<ImportRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(facts.parts), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let dataRows = 0;
  let first = true;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cellErrors: string[] = [];
        const cells = fieldOrder.map((_, index) => {
          const reading = readCell(values[index + 1] as ExcelJS.CellValue, `${columnLetters[index]}${row.number}`);
          if (reading.error) cellErrors.push(reading.error);
          return reading.text;
        });
        if (cells.every((cell) => cell.trim() === '') && cellErrors.length === 0) continue;
        if (first && isHeaderRow(cells)) {
          first = false;
          onHeader?.();
          continue;
        }
        first = false;
        const blanked = facts.mergedBlanks.get(row.number) ?? 0;
        if (blanked) cells.forEach((cell, index) => blanked & (1 << index) && cell === '' && cellErrors.push(messages.import.mergedCell(`${columnLetters[index]}${row.number}`)));
        if (++dataRows > limits.importMaxRows) throw badRequest(messages.import.tooManyRows);
        yield validateRow(row.number, cells, cellErrors);
      }
      break; // only the first worksheet (the only one in facts.parts)
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badRequest(messages.import.preview);
  }
}

/**
 * Data rows of the first worksheet as far as the ZIP scan can tell (rows holding a value, less a
 * header row): exact unless some rows hold only spaces. Reads only up to the first data row.
 * @throws the errors of `readWorkbookRows`
 */
export async function countDataRows(facts: WorkbookFacts): Promise<number> {
  let header = false;
  const rows = readWorkbookRows(facts, () => (header = true));
  await rows.next();
  await rows.return(undefined);
  return Math.max(0, facts.rowsWithValues - (header ? 1 : 0));
}

/**
 * Checks the file (type, ZIP sanity and size caps) and reads every data row of its first worksheet.
 * @throws AppError 400 messages.validation.xlsxOnly for a non-xlsx file, the errors of
 *         `inspectWorkbookZip` (400 unreadable, 413 unpacks too large) and of `readWorkbookRows`
 */
export async function parseWorkbook(fileName: string, data: Buffer): Promise<ImportRow[]> {
  if (!looksLikeXlsx(fileName, data)) throw badRequest(messages.validation.xlsxOnly);
  const facts = await inspectWorkbookZip(data);
  const rows: ImportRow[] = [];
  for await (const row of readWorkbookRows(facts)) rows.push(row);
  return rows;
}
