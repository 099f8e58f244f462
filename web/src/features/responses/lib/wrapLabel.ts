/**
 * An axis label broken into at most `maxLines` lines of at most `maxChars` characters, at spaces
 * (a word longer than a line is cut); when words are left over, the last line ends with "…".
 * Chart axes on a phone are narrow, and SVG text does not wrap by itself.
 */
export function wrapLabel(name: string, maxChars: number, maxLines: number): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    let line = words[next++]!;
    while (next < words.length && `${line} ${words[next]}`.length <= maxChars) line = `${line} ${words[next++]}`;
    lines.push(cut(line, maxChars));
  }
  const last = lines.length - 1;
  if (next < words.length && !lines[last]!.endsWith('…')) lines[last] = lines[last]!.length < maxChars ? `${lines[last]}…` : cut(`${lines[last]}…`, maxChars);
  return lines;
}

/** `text` shortened to `maxChars` with "…" when longer. */
function cut(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}
