/**
 * The personal test form (POST /api/tests/generate, docs/contract.md section 7.3): a title and one
 * row per section (category, question count, minutes). Pure helpers: the default rows, the
 * request body (or field errors), and which rows ask for more than their category holds.
 */
import { catSections, generateTestSchema, type GenerateTest } from '@common/api/mockTests.ts';
import type { Named } from '@common/api/questions.ts';
import { newRowKey } from './listOps.ts';
import { minutesToSeconds } from './builder.ts';

export interface GenerateRow {
  key: string;
  /** null until a category is chosen. */
  categoryId: number | null;
  /** The question count as typed. */
  count: string;
  /** Whole minutes as typed. */
  minutes: string;
}

/** Field errors: `title`, `sections.<i>.categoryId|count|minutes`, or `form`. */
export type GenerateErrors = Record<string, string>;

/** A new row. */
export function newRow(categoryId: number | null = null, count = 10, minutes = 20): GenerateRow {
  return { key: newRowKey('row'), categoryId, count: String(count), minutes: String(minutes) };
}

/**
 * CAT's three sections (VARC, DILR, QA: 24, 22 and 22 questions, 40 minutes each) when a category
 * of each exists; otherwise one section of 10 questions and 20 minutes in the first category.
 */
export function defaultRows(categories: readonly Named[]): GenerateRow[] {
  const matches = catSections.map((section) => ({ section, category: categories.find((category) => section.pattern.test(category.name)) }));
  const distinct = new Set(matches.map((match) => match.category?.id));
  if (matches.every((match) => match.category) && distinct.size === catSections.length) {
    return matches.map(({ section, category }) => newRow(category!.id, section.count, section.minutes));
  }
  return [newRow(categories[0]?.id ?? null)];
}

const wholeCount = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The POST /api/tests/generate body, or the errors that keep it from being sent (the request schema's wording). */
export function toGenerateTest(title: string, rows: readonly GenerateRow[]): { body: GenerateTest; errors?: undefined } | { body?: undefined; errors: GenerateErrors } {
  const errors: GenerateErrors = {};
  rows.forEach((row, index) => {
    if (row.categoryId === null) errors[`sections.${index}.categoryId`] = 'Choose a category';
    if (Number.isNaN(minutesToSeconds(row.minutes))) errors[`sections.${index}.minutes`] = 'Enter a whole number of minutes, at least 1';
  });
  const candidate = {
    ...(title.trim() ? { title } : {}),
    sections: rows.map((row) => ({ categoryId: row.categoryId ?? 1, count: wholeCount(row.count), durationSeconds: minutesToSeconds(row.minutes) || 60 })),
  };
  const parsed = generateTestSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      const key = head === 'title' ? 'title' : head === 'sections' && typeof index === 'number' && typeof field === 'string' ? `sections.${index}.${field === 'durationSeconds' ? 'minutes' : field}` : 'form';
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/**
 * The rows asking for more questions than their category has left, given each category's count
 * of approved questions (rows of one category share it, in order). Sets are drawn whole, so the
 * server may still refuse a request this finds no fault with.
 */
export function rowsShortOfQuestions(rows: readonly GenerateRow[], available: ReadonlyMap<number, number>): number[] {
  const used = new Map<number, number>();
  const short: number[] = [];
  rows.forEach((row, index) => {
    const count = wholeCount(row.count);
    if (row.categoryId === null || Number.isNaN(count)) return;
    const total = available.get(row.categoryId);
    const sofar = (used.get(row.categoryId) ?? 0) + count;
    used.set(row.categoryId, sofar);
    if (total !== undefined && sofar > total) short.push(index);
  });
  return short;
}
