/**
 * List excerpts (issue 28 item 5): a text's first characters as plain text. Its own module, apart
 * from lib/format.ts, because it carries the Markdown parser: only the pages with lists load it,
 * not the first page.
 */
import { plainText } from '@common/markdown/plainText.ts';
import { mathAsText } from '../ui/markdown/mathText.ts';

/**
 * The first `maxChars` characters of a text (Markdown), cut at a word boundary with an ellipsis.
 * It reads as plain text made by the Markdown parser (common/markdown/plainText.ts: no `**` or
 * pipes, a table as "[table]"); line breaks are kept, but runs of blank lines are collapsed. Its
 * TeX formulas read as plain text too ("$x^2 \le 9$" -> "x² ≤ 9": ui/markdown/mathText.ts), so a
 * list shows no TeX source and needs no math renderer.
 */
export function excerpt(text: string, maxChars: number): string {
  const tidy = plainText(text, { math: mathAsText })
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy.length <= maxChars) return tidy;
  const cut = tidy.slice(0, maxChars);
  const boundary = cut.search(/\s\S*$/);
  return `${(boundary > maxChars * 0.6 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}
