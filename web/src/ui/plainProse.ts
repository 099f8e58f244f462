/**
 * The fast path of `RichText`: most replies and comments are plain sentences, and parsing each with
 * the Markdown renderer (micromark, GFM, react-markdown) was most of a forum post's render: 1.3 s
 * of main thread for 50 replies at a phone's speed. A text that uses nothing Markdown gives meaning
 * to renders as its paragraphs, exactly as the renderer would (`<p>` per paragraph, line breaks
 * kept inside one: web/src/ui/plainProse.test.tsx compares the two on 3,000 texts fast-check
 * generates).
 *
 * "Nothing Markdown gives meaning to" (CommonMark 0.31 and GFM, https://spec.commonmark.org,
 * https://github.github.com/gfm): no character that can start inline syntax, an entity or raw HTML
 * (\ ` * _ [ ] < > & | ~ $ #), nothing GFM links by itself (`://`, `www.`, an `@`), no line
 * that could open a block (a list marker, a heading or thematic-break line of `-`, `+`, `*`, `=`,
 * digits then `.` or `)`, a table's delimiter row), no leading or trailing white space on a line (indented code, hard
 * breaks) and no tab, carriage return or NUL. Anything else goes to the renderer.
 */

/** A character that can start inline syntax, an entity, raw HTML, a table cell or a strikethrough, or needs normalising. */
const syntaxCharacter = /[\\`*_[\]<>&|~$#\t\r\0]|:\/\/|www\.|@/i;
/**
 * A line that could open a block or underline one (a list marker, a heading, a thematic break, a
 * GFM table's delimiter row such as `:-`), or with white space at either end.
 */
const blockLine = /^(?:[-+*=]|\d{1,9}[.)](?:\s|$)|\s)|\s$|^[\s:|=+*_-]+$/;

/**
 * The paragraphs of `text` (its non-blank runs of lines, each with its line breaks) when it renders
 * as plain paragraphs; null when it may use Markdown. Linear in the length of `text`.
 */
export function plainParagraphs(text: string): string[] | null {
  if (syntaxCharacter.test(text)) return null;
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') {
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      lines = [];
      continue;
    }
    if (blockLine.test(line)) return null;
    lines.push(line);
  }
  if (lines.length > 0) paragraphs.push(lines.join('\n'));
  return paragraphs;
}
