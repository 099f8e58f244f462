/** Words for the practice feature's values (docs/contract.md section 8.3). */
import type { MasteryLevelName, PracticeReason } from '@common/api/practice.ts';

/** Why practice/next chose the question, as the page says it. */
export const reasonLabels: Record<PracticeReason, string> = {
  review: 'Due for review',
  adaptive: 'At your level',
  new: 'New',
};

/** A topic's mastery level; null: under 5 attempts. */
export function masteryLabel(level: MasteryLevelName | null): string {
  if (level === null) return 'Not enough answers yet';
  return { weak: 'Weak', developing: 'Developing', strong: 'Strong' }[level];
}
