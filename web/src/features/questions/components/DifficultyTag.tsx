import type { Difficulty } from '@common/api/questions.ts';
import { difficultyLabel } from '../lib/difficultyLabel.ts';

/**
 * A question's calibrated difficulty as a tag, "Hard · 31 % right · 2:05 median", toned by level
 * (docs/contract.md section 8.3); nothing while it is not calibrated.
 */
export function DifficultyTag({ difficulty, as: Tag = 'span' }: { difficulty: Difficulty | undefined; as?: 'span' | 'li' }) {
  const label = difficultyLabel(difficulty);
  if (label === null || !difficulty?.level) return null;
  return (
    <Tag className={`difficulty difficulty--${difficulty.level}`} data-testid="difficulty">
      <span className="visually-hidden">Difficulty: </span>
      {label}
    </Tag>
  );
}
