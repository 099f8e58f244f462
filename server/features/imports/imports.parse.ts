/**
 * Reads an .xlsx workbook into import rows (spec section 9 column order: Category, Topic, Source,
 * Question Text, Option A-D, Correct Answer) and validates each with the shared question schema.
 * Pure: no database. Uses exceljs's streaming reader so large files stay cheap in memory.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { questionInputSchema, type QuestionInput } from '@common/api/questions.ts';
import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';

/** Most data rows one file may hold. */
export const importMaxRows = 20_000;

const fieldOrder = ['category', 'topic', 'source', 'questionText', 'optionA', 'optionB', 'optionC', 'optionD', 'correctAnswer'] as const;

/** True when the buffer starts like a ZIP archive (every .xlsx is one). */
export function looksLikeXlsx(fileName: string, data: Buffer): boolean {
  return /\.xlsx$/i.test(fileName) && data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
}

/** The text of an exceljs cell value (rich text, formulas, links, dates, numbers, booleans). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return String(value);
}

function isHeaderRow(cells: string[]): boolean {
  return cells[0]?.trim().toLowerCase() === limits.importColumns[0].toLowerCase() && cells[3]?.trim().toLowerCase() === limits.importColumns[3].toLowerCase();
}

/** A row as read, with the messages of every field that fails validation (empty when valid). */
export function validateRow(rowNumber: number, cells: string[]): ImportRow {
  const fields = Object.fromEntries(fieldOrder.map((name, index) => [name, (cells[index] ?? '').trim()])) as Record<(typeof fieldOrder)[number], string>;
  const result = questionInputSchema.safeParse(fields);
  const errors = result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
  if (fields.questionText.includes('\u0000') || Object.values(fields).some((text) => text.includes('\u0000'))) {
    errors.push(messages.validation.nulCharacter);
  }
  return { rowNumber, ...fields, correctAnswer: result.success ? result.data.correctAnswer : fields.correctAnswer, errors };
}

/** The validated question of a valid row. */
export function rowToQuestion(row: ImportRow): QuestionInput {
  return questionInputSchema.parse(row);
}

/**
 * Parses the first worksheet. Blank rows are skipped; a first row naming the columns is the header.
 * @throws AppError 400 "Please upload an Excel file (.xlsx)" for a non-xlsx file,
 *         400 "Failed to preview Excel data. Please check the file format." for an unreadable one,
 *         400 when it has more than `importMaxRows` rows
 */
export async function parseWorkbook(fileName: string, data: Buffer): Promise<ImportRow[]> {
  if (!looksLikeXlsx(fileName, data)) throw badRequest(messages.validation.xlsxOnly);
  const rows: ImportRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells = Array.from({ length: fieldOrder.length }, (_, index) => cellText(values[index + 1] as ExcelJS.CellValue));
        if (cells.every((cell) => cell.trim() === '')) continue;
        if (rows.length === 0 && isHeaderRow(cells)) continue;
        if (rows.length >= importMaxRows) throw badRequest(`The file has more than ${importMaxRows.toLocaleString('en-IN')} rows; split it into smaller files`);
        rows.push(validateRow(row.number, cells));
      }
      break; // only the first worksheet
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badRequest(messages.import.preview);
  }
  return rows;
}
