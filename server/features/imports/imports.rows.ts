/**
 * One import row's rules (docs/contract.md section 7.2), pure: the header row's layout (the nine
 * spec columns by position, then the optional columns of limits.importOptionalColumns found by
 * header text), and the validation of a data row on its own. Checks that need other rows or the
 * database (duplicates, "Set Text is required for a new set") live in imports.sets.ts.
 *
 * Decisions the contract leaves open: an Answer Tolerance on an MCQ row is an error (it usually
 * means the Question Type was forgotten); a Set Text without a Set Title is an error; a later row
 * of a set may repeat the set's text or leave it blank, and any text it gives is not used.
 */
import Big from 'big.js';
import { decimalPattern } from '@common/answers.ts';
import { questionInputSchema, type QuestionInput } from '@common/api/questions.ts';
import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { canonicalDecimal } from '../../questionBank/answers.ts';

/** The nine spec columns, in file order. */
export const fieldOrder = ['category', 'topic', 'source', 'questionText', 'optionA', 'optionB', 'optionC', 'optionD', 'correctAnswer'] as const;

/** The optional columns' fields, in the order of limits.importOptionalColumns. */
export const optionalFields = ['questionType', 'setTitle', 'setText', 'answerTolerance', 'explanation'] as const;
export type OptionalField = (typeof optionalFields)[number];

/** Where each optional column is (0-based cell index); absent columns are missing. */
export type ColumnLayout = Partial<Record<OptionalField, number>>;

const headerKey = (text: string | undefined) => (text ?? '').trim().toLowerCase();

/**
 * The layout of a header row, or null when its first nine cells are not the spec's headers
 * (compared trimmed, ignoring case). Optional columns may come in any order after the ninth; an
 * unknown header is ignored, and so is a repeat of one already found.
 */
export function headerLayout(cells: string[]): ColumnLayout | null {
  if (!limits.importColumns.every((name, index) => headerKey(cells[index]) === name.toLowerCase())) return null;
  const layout: ColumnLayout = {};
  for (let index = limits.importColumns.length; index < cells.length; index++) {
    const at = limits.importOptionalColumns.findIndex((name) => name.toLowerCase() === headerKey(cells[index]));
    const field = optionalFields[at];
    if (field !== undefined && layout[field] === undefined) layout[field] = index;
  }
  return layout;
}

/** A valid row's question, as the import stores it. */
export interface ImportedQuestion extends Omit<QuestionInput, 'correctAnswer'> {
  questionType: 'MCQ' | 'TITA';
  /** A-D for MCQ; a canonical decimal for TITA. */
  correctAnswer: string;
  /** TITA: a canonical decimal (default "0"); null for MCQ. */
  answerTolerance: string | null;
  explanation: string | null;
  /** The set's title, or null when the question stands alone. */
  setTitle: string | null;
  /** The set's text as this row gives it (null when blank). */
  setText: string | null;
}

const commonSchema = questionInputSchema.pick({ category: true, topic: true, source: true, questionText: true });
const plainDecimal = /^-?\d+(\.\d+)?$/;

/** `value` (matching decimalPattern) in the form stored: "+07.50" -> "7.5", never an exponent. */
function storedDecimal(value: string): string {
  const canonical = canonicalDecimal(value);
  return plainDecimal.test(canonical) ? canonical : new Big(value.startsWith('+') ? value.slice(1) : value).toFixed();
}

const hasNul = (text: string) => text.includes('\u0000');

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : result.error!.issues.map((issue) => issue.message));

/**
 * A row as read (nine spec cells, the optional fields), trimmed and normalised where valid, with
 * the messages of every rule it breaks on its own (empty when valid).
 */
export function validateRow(rowNumber: number, cells: string[], extra: Partial<Record<OptionalField, string>> = {}, cellErrors: string[] = []): ImportRow {
  const cell = (index: number) => (cells[index] ?? '').trim();
  const fields = { category: cell(0), topic: cell(1), source: cell(2), questionText: cell(3), optionA: cell(4), optionB: cell(5), optionC: cell(6), optionD: cell(7), correctAnswer: cell(8) };
  const more = {
    questionType: (extra.questionType ?? '').trim(),
    setTitle: (extra.setTitle ?? '').trim(),
    setText: (extra.setText ?? '').trim(),
    answerTolerance: (extra.answerTolerance ?? '').trim(),
    explanation: (extra.explanation ?? '').trim(),
  };
  const errors = [...cellErrors];
  const typeKey = more.questionType.toUpperCase();
  const questionType = typeKey === '' ? 'MCQ' : typeKey;
  let correctAnswer = fields.correctAnswer;
  let answerTolerance = more.answerTolerance;

  if (questionType === 'MCQ') {
    const result = questionInputSchema.safeParse(fields);
    errors.push(...issues(result));
    if (result.success) correctAnswer = result.data.correctAnswer;
    if (answerTolerance !== '') errors.push(messages.questionFields.toleranceMcq);
  } else if (questionType === 'TITA') {
    errors.push(...issues(commonSchema.safeParse(fields)));
    if ([fields.optionA, fields.optionB, fields.optionC, fields.optionD].some((option) => option !== '')) errors.push(messages.questionFields.titaOptions);
    if (correctAnswer.length <= limits.titaAnswerMax && decimalPattern.test(correctAnswer)) correctAnswer = storedDecimal(correctAnswer);
    else errors.push(messages.questionFields.titaAnswer);
    if (answerTolerance === '') answerTolerance = '0';
    else if (answerTolerance.length > limits.titaAnswerMax || !decimalPattern.test(answerTolerance) || answerTolerance.startsWith('-')) errors.push(messages.questionFields.tolerance);
    else if (new Big(answerTolerance.replace(/^\+/, '')).gt(limits.answerToleranceMax)) errors.push(messages.questionFields.toleranceTooLarge(limits.answerToleranceMax));
    else answerTolerance = storedDecimal(answerTolerance);
  } else {
    errors.push(...issues(commonSchema.safeParse(fields)), messages.questionFields.questionType);
  }

  if (more.setTitle.length > limits.setTitleMax) errors.push(messages.import.tooLong('Set Title', limits.setTitleMax));
  if (more.setText.length > limits.setBodyMax) errors.push(messages.import.tooLong('Set Text', limits.setBodyMax));
  if (more.setText !== '' && more.setTitle === '') errors.push(messages.import.setTitleRequired);
  if (more.explanation.length > limits.explanationMax) errors.push(messages.import.tooLong('Explanation', limits.explanationMax));
  if (Object.values(fields).some(hasNul) || Object.values(more).some(hasNul)) errors.push(messages.validation.nulCharacter);
  return {
    rowNumber,
    ...fields,
    correctAnswer,
    questionType: questionType === 'MCQ' || questionType === 'TITA' ? questionType : more.questionType,
    setTitle: more.setTitle,
    setText: more.setText,
    answerTolerance,
    explanation: more.explanation,
    errors: errors.length > 1 ? [...new Set(errors)] : errors,
  };
}

/**
 * The question of a row `validateRow` found valid. Rows made in code (seed, tests) may leave out
 * the optional fields: a standalone MCQ without explanation.
 *
 * Built as one object literal of fixed shape, without re-running the zod schema (validateRow already
 * normalised the row): the worker calls this for every imported row, and the zod parse plus object
 * spreads it replaced made most of the per-row garbage that lived long enough to be promoted to
 * V8's old generation (see docs/benchmarks.md, import).
 * @throws Error when an MCQ row's Correct Answer is not one of A-D (a row `validateRow` did not pass)
 */
export function rowToQuestion(row: ImportRow): ImportedQuestion {
  const isTita = (row.questionType ?? '').trim().toUpperCase() === 'TITA';
  const correct = row.correctAnswer.trim();
  const mcqAnswer = correct.toUpperCase();
  if (!isTita && !(limits.answerOptions as readonly string[]).includes(mcqAnswer)) throw new Error(`row ${row.rowNumber}: Correct Answer must be one of A, B, C, D`);
  return {
    category: row.category.trim(),
    topic: row.topic.trim(),
    source: row.source.trim(),
    questionText: row.questionText.trim(),
    optionA: isTita ? '' : row.optionA.trim(),
    optionB: isTita ? '' : row.optionB.trim(),
    optionC: isTita ? '' : row.optionC.trim(),
    optionD: isTita ? '' : row.optionD.trim(),
    questionType: isTita ? 'TITA' : 'MCQ',
    correctAnswer: isTita ? storedDecimal(correct) : (mcqAnswer as QuestionInput['correctAnswer']),
    answerTolerance: isTita ? storedDecimal(optionalText(row.answerTolerance) ?? '0') : null,
    explanation: optionalText(row.explanation),
    setTitle: optionalText(row.setTitle),
    setText: optionalText(row.setText),
  };
}

/** A trimmed optional cell, or null when blank or absent. */
function optionalText(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
