/** A question's difficulty in words (docs/contract.md section 8.3), e.g. "Hard · 31 % right · 2:05 median". */
import type { Difficulty, DifficultyFilterWord } from '@common/api/questions.ts';
import { formatDuration } from '../../../lib/format.ts';

const levelWords = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

/** The filter words of the question bank with their labels (`new`: not calibrated yet). */
export const difficultyChoices: readonly { value: DifficultyFilterWord; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
  { value: 'new', label: 'New (not rated yet)' },
];

/**
 * "Hard · 31 % right · 2:05 median": the level, the share of right first attempts (whole percent)
 * and the median time of the timed right ones (m:ss, left out while there is none); null while the
 * question is not calibrated (`level` null: under 10 first attempts).
 */
export function difficultyLabel(difficulty: Difficulty | undefined): string | null {
  if (!difficulty || difficulty.level === null) return null;
  const parts: string[] = [levelWords[difficulty.level]];
  if (difficulty.correctShare !== null) parts.push(`${Math.round(difficulty.correctShare * 100)} % right`);
  if (difficulty.medianTimeCorrect !== null) parts.push(`${formatDuration(difficulty.medianTimeCorrect)} median`);
  return parts.join(' · ');
}
