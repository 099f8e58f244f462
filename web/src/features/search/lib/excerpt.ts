import { wordPattern } from './highlight.ts';

/**
 * A short excerpt of `text` (whitespace collapsed, at most about `length` characters) that starts
 * a little before the first word of `query` it contains, with "…" where it was cut.
 */
export function excerpt(text: string, query: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const first = wordPattern(query)?.exec(flat)?.index ?? 0;
  let start = Math.max(0, Math.min(first - 40, flat.length - length));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  const end = Math.min(flat.length, start + length);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
