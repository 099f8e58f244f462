/**
 * Pure helpers of the import preview: text excerpts, and the runs of rows that the preview groups
 * under one set heading.
 */
import type { ImportRow } from '@common/api/imports.ts';

/** `text` with its whitespace runs joined, cut to at most `max` characters (ending "…" when cut). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Consecutive rows of one set (or one standalone row): `setTitle` null for a standalone row. */
export interface PreviewRun {
  setTitle: string | null;
  /** The set's text as its first row here gives it ("" when blank). */
  setText: string;
  rows: ImportRow[];
}

/** A set's identity as the import sees it: category, topic, source and title, ignoring case. */
const setKey = (row: ImportRow) => [row.category, row.topic, row.source, row.setTitle].map((part) => part.trim().toLowerCase()).join('\u0001');

/** Splits rows (in file order) into runs: consecutive rows of the same set together, every standalone row alone. */
export function previewSetRuns(rows: readonly ImportRow[]): PreviewRun[] {
  const runs: PreviewRun[] = [];
  let lastKey: string | null = null;
  for (const row of rows) {
    const title = row.setTitle.trim();
    const key = title === '' ? null : setKey(row);
    const last = runs.at(-1);
    if (key !== null && key === lastKey && last) last.rows.push(row);
    else runs.push({ setTitle: title === '' ? null : title, setText: row.setText, rows: [row] });
    lastKey = key;
  }
  return runs;
}
