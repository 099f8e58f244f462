/** The weekly progress rows (GET /api/me/progress) as chart points (docs/contract.md section 8.3). */
import type { ProgressWeek } from '@common/api/practice.ts';
import { formatDate } from '../../../lib/format.ts';

export interface ProgressPoint {
  /** "23 Nov": the Monday the week starts on (Asia/Kolkata). */
  week: string;
  attempts: number;
  /** Whole percent; null without attempts (no point drawn). */
  accuracy: number | null;
  /** Seconds; null without timed attempts. */
  medianTime: number | null;
}

/** One point per week, oldest first, labelled by the week's Monday. */
export function progressPoints(weeks: readonly ProgressWeek[]): ProgressPoint[] {
  return weeks.map((row) => ({
    week: formatDate(row.weekStart, 'd MMM'),
    attempts: row.attempts,
    accuracy: row.accuracy === null ? null : Math.round(row.accuracy * 100),
    medianTime: row.medianTime === null ? null : Math.round(row.medianTime),
  }));
}
