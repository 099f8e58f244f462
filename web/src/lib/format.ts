/** Small display formatters shared by features (spec section 9: timer mm:ss, response times m:ss). */
import { format, isValid, parseISO } from 'date-fns';
import { withMathAsText } from '../ui/markdown/mathText.ts';

function split(totalSeconds: number): { minutes: number; seconds: string } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: String(whole % 60).padStart(2, '0') };
}

/** Seconds as `m:ss` (rounded to whole seconds), e.g. 65 -> "1:05". */
export function formatDuration(totalSeconds: number): string {
  const { minutes, seconds } = split(totalSeconds);
  return `${minutes}:${seconds}`;
}

/** Seconds as a running clock `mm:ss` (rounded to whole seconds), e.g. 65 -> "01:05". */
export function formatClock(totalSeconds: number): string {
  const { minutes, seconds } = split(totalSeconds);
  return `${String(minutes).padStart(2, '0')}:${seconds}`;
}

/**
 * The first `maxChars` characters of a text, cut at a word boundary with an ellipsis. Line
 * breaks are kept, but runs of blank lines are collapsed and trailing spaces dropped. Its TeX
 * formulas (`$…$`) read as plain text ("$x^2 \le 9$" -> "x² ≤ 9": ui/markdown/mathText.ts), so
 * a list shows no TeX source and needs no math renderer.
 */
export function excerpt(text: string, maxChars: number): string {
  const tidy = withMathAsText(text)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy.length <= maxChars) return tidy;
  const cut = tidy.slice(0, maxChars);
  const boundary = cut.search(/\s\S*$/);
  return `${(boundary > maxChars * 0.6 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}

/** An ISO 8601 timestamp in a date-fns `pattern`, or "" when it is not a valid date. */
export function formatDate(iso: string, pattern: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : '';
}
