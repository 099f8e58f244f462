/**
 * The demo question bank's sources: the JSON files in scripts/content/ (every `*.json` there but
 * forums.json), their format as a zod schema, and the fourteen-column import workbook built from
 * them (contract section 7.2: the spec's nine columns by position, then the optional columns by
 * header). Used by scripts/build-content-xlsx.ts, which writes questions.xlsx, and by the test that
 * keeps that workbook in step with the JSON.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { limits } from '@common/limits.ts';

/** The folder holding the JSON sources and questions.xlsx. */
export const contentFolder = join(import.meta.dirname, 'content');

/** JSON files in the content folder that are not question files. */
export const nonQuestionFiles = new Set(['forums.json']);

const requiredText = (field: string, max: number) => z.string().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);
const optionText = z.string().max(limits.optionMax, `Options must be at most ${limits.optionMax} characters`);
const decimal = /^-?\d+(\.\d+)?$/;

/**
 * One question of a content file. The nine import fields as the import reads them, but with the
 * options allowed to be empty (TITA), plus the type, tolerance, set and written solution.
 */
export const contentQuestionSchema = z
  .strictObject({
    category: requiredText('Category', limits.taxonomyNameMax),
    topic: requiredText('Topic', limits.taxonomyNameMax),
    source: requiredText('Source', limits.taxonomyNameMax),
    questionText: requiredText('Question Text', limits.questionTextMax),
    optionA: optionText,
    optionB: optionText,
    optionC: optionText,
    optionD: optionText,
    correctAnswer: z.string().trim().min(1, 'Correct Answer is required'),
    /** Missing means MCQ, as in the import. */
    questionType: z.enum(['MCQ', 'TITA']).default('MCQ'),
    answerTolerance: z.number().min(0).optional(),
    setTitle: z.string().trim().min(1).max(limits.taxonomyNameMax).optional(),
    setText: z.string().trim().min(1).max(limits.questionTextMax).optional(),
    /** Optional here as in the import; test/server/demo-content.test.ts requires it of the demo bank. */
    explanation: z.string().trim().min(1, 'Explanation must not be blank').max(limits.questionTextMax).optional(),
  })
  .superRefine((q, ctx) => {
    const options = [q.optionA, q.optionB, q.optionC, q.optionD];
    if (q.questionType === 'MCQ') {
      if (options.some((option) => option.trim() === '')) ctx.addIssue({ code: 'custom', message: 'MCQ options must not be empty' });
      if (new Set(options.map((option) => option.trim())).size !== 4) ctx.addIssue({ code: 'custom', message: 'Options must all be different' });
      if (!(limits.answerOptions as readonly string[]).includes(q.correctAnswer)) ctx.addIssue({ code: 'custom', message: 'Correct Answer must be A, B, C or D for MCQ questions' });
      if (q.answerTolerance !== undefined) ctx.addIssue({ code: 'custom', message: 'Answer Tolerance is only for TITA questions' });
    } else {
      if (options.some((option) => option !== '')) ctx.addIssue({ code: 'custom', message: 'Options must be empty for TITA questions' });
      if (!decimal.test(q.correctAnswer)) ctx.addIssue({ code: 'custom', message: 'Correct Answer must be a number for TITA questions' });
    }
    if (q.setText !== undefined && q.setTitle === undefined) ctx.addIssue({ code: 'custom', message: 'Set Text needs a Set Title' });
  });
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

/** A question with the file it came from. */
export interface SourcedQuestion extends ContentQuestion {
  file: string;
}

/** The set key: rows with the same set title, category, topic and source form one set. */
export function setKey(q: ContentQuestion): string {
  return JSON.stringify([q.category, q.topic, q.source, q.setTitle]);
}

/**
 * Every question of every content file, in file-name order then file order, each checked against
 * the schema. Throws on the first invalid question, and when a set's questions are not consecutive
 * or its Set Text is missing on its first question or repeated on a later one.
 */
export function readContentQuestions(folder = contentFolder): SourcedQuestion[] {
  const questions: SourcedQuestion[] = [];
  const files = readdirSync(folder).filter((name) => name.endsWith('.json') && !nonQuestionFiles.has(name)).sort();
  for (const file of files) {
    const rows: unknown[] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    const seen = new Set<string>();
    let previous: string | null = null;
    rows.forEach((raw, index) => {
      const where = `${file} question ${index + 1}`;
      const parsed = contentQuestionSchema.safeParse(raw);
      if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      const q = parsed.data;
      const key = q.setTitle === undefined ? null : setKey(q);
      if (key !== null && key !== previous) {
        if (seen.has(key)) throw new Error(`${where}: the questions of set "${q.setTitle}" are not consecutive`);
        seen.add(key);
        if (q.setText === undefined) throw new Error(`${where}: Set Text is required on the first question of set "${q.setTitle}"`);
      } else if (key !== null && q.setText !== undefined) {
        throw new Error(`${where}: Set Text belongs on the first question of set "${q.setTitle}" only`);
      }
      previous = key;
      questions.push({ ...q, file });
    });
  }
  return questions;
}

/** The workbook's header row: the nine spec columns, then the five optional ones. */
export const contentHeaders: readonly string[] = [...limits.importColumns, ...limits.importOptionalColumns];

/** A cell value of the workbook: text, a number, or null for an empty cell. */
export type ContentCell = string | number | null;

/** One workbook row (in `contentHeaders` order) for a question; empty texts become empty cells. */
export function contentRow(q: ContentQuestion): ContentCell[] {
  const text = (value: string | undefined) => (value === undefined || value === '' ? null : value);
  return [
    q.category,
    q.topic,
    q.source,
    q.questionText,
    text(q.optionA),
    text(q.optionB),
    text(q.optionC),
    text(q.optionD),
    q.correctAnswer,
    q.questionType,
    text(q.setTitle),
    text(q.setText),
    q.questionType === 'TITA' ? (q.answerTolerance ?? 0) : null,
    text(q.explanation),
  ];
}

/** The import workbook (one sheet, "Questions": header row, then one row per question). */
export function buildContentWorkbook(questions: readonly ContentQuestion[]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...contentHeaders]);
  sheet.getRow(1).font = { bold: true };
  for (const q of questions) sheet.addRow(contentRow(q));
  const wide = new Set(['Question Text', 'Set Text', 'Explanation']);
  sheet.columns.forEach((column, index) => {
    column.width = wide.has(contentHeaders[index] ?? '') ? 80 : 24;
  });
  return workbook;
}

/** The cell values of a workbook's first sheet, row by row (empty cells as null, trailing ones dropped). */
export function workbookCells(workbook: ExcelJS.Workbook): ContentCell[][] {
  const sheet = workbook.worksheets[0];
  const rows: ContentCell[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: ContentCell[] = [];
    for (let column = 1; column <= contentHeaders.length; column++) {
      const value = row.getCell(column).value;
      cells.push(value === undefined || value === null || value === '' ? null : typeof value === 'number' ? value : String(value));
    }
    rows.push(cells);
  });
  return rows;
}
