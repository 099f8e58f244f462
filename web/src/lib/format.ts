/** Small display formatters shared by features (spec section 9: timer mm:ss, response times m:ss). */
import { format, isValid, parseISO } from 'date-fns';

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

/** An ISO 8601 timestamp in a date-fns `pattern`, or "" when it is not a valid date. */
export function formatDate(iso: string, pattern: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : '';
}
