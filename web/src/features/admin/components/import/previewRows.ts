/**
 * Pure helpers of the import preview: text excerpts, the runs of rows that the preview groups
 * under one set heading, and the categories, topics and sources the import would create.
 */
import { plainExcerpt } from '@common/markdown/plainText.ts';
import type { ImportPreviewRow, ImportRow } from '@common/api/imports.ts';

/** `text` (Markdown) as one line of plain text (tables as "[table]"), cut to at most `max` characters (ending "…" when cut). */
export function excerpt(text: string, max: number): string {
  return plainExcerpt(text, max);
}

/** Consecutive rows of one set (or one standalone row): `setTitle` null for a standalone row. */
export interface PreviewRun<R extends ImportRow = ImportRow> {
  setTitle: string | null;
  /** The set's text as its first row here gives it ("" when blank). */
  setText: string;
  rows: R[];
}

/** A set's identity as the import sees it: category, topic, source and title, ignoring case. */
const setKey = (row: ImportRow) => [row.category, row.topic, row.source, row.setTitle].map((part) => part.trim().toLowerCase()).join('\u0001');

/** Splits rows (in file order) into runs: consecutive rows of the same set together, every standalone row alone. */
export function previewSetRuns<R extends ImportRow>(rows: readonly R[]): PreviewRun<R>[] {
  const runs: PreviewRun<R>[] = [];
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

/** The names the import would create (contract 8.6), each once (ignoring case), in file order; a topic as "Category / Topic". */
export interface NewNames {
  categories: string[];
  topics: string[];
  sources: string[];
}

/** What a row would create, as badge texts: "New category: Astrology", "New topic: Stars", "New source: ...". */
export function createsLabels(row: ImportPreviewRow): string[] {
  return row.creates.map((kind) => `New ${kind}: ${(kind === 'category' ? row.category : kind === 'topic' ? row.topic : row.source).trim()}`);
}

/** Every name the rows would create (rows with errors create nothing: their `creates` is empty). */
export function newNames(rows: readonly ImportPreviewRow[]): NewNames {
  const found = { categories: new Map<string, string>(), topics: new Map<string, string>(), sources: new Map<string, string>() };
  const add = (map: Map<string, string>, name: string) => map.has(name.toLowerCase()) || map.set(name.toLowerCase(), name);
  for (const row of rows) {
    for (const kind of row.creates) {
      if (kind === 'category') add(found.categories, row.category.trim());
      else if (kind === 'topic') add(found.topics, `${row.category.trim()} / ${row.topic.trim()}`);
      else add(found.sources, row.source.trim());
    }
  }
  return { categories: [...found.categories.values()], topics: [...found.topics.values()], sources: [...found.sources.values()] };
}

const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} new ${count === 1 ? one : many}`;

/** "1 new category (Astrology), 2 new topics and 1 new source", or null when nothing is new; at most 3 names listed per kind. */
export function newNamesText(names: NewNames): string | null {
  const listed = (list: string[]) => (list.length === 0 ? '' : ` (${list.slice(0, 3).join(', ')}${list.length > 3 ? ', …' : ''})`);
  const parts = [
    names.categories.length > 0 ? `${counted(names.categories.length, 'category', 'categories')}${listed(names.categories)}` : null,
    names.topics.length > 0 ? `${counted(names.topics.length, 'topic', 'topics')}${listed(names.topics)}` : null,
    names.sources.length > 0 ? `${counted(names.sources.length, 'source', 'sources')}${listed(names.sources)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
