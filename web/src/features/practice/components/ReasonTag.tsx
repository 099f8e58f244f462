import type { PracticeNext } from '@common/api/practice.ts';
import { reasonLabels } from '../lib/labels.ts';

/**
 * Why this question comes now: "Due for review", "At your level" (with the model's chance that I
 * answer it right) or "New" (docs/contract.md section 8.3).
 */
export function ReasonTag({ served }: { served: Pick<PracticeNext, 'reason' | 'predictedSuccess'> }) {
  return (
    <p className="practice-reason" data-testid="practice-reason">
      <span className={`practice-reason__tag practice-reason__tag--${served.reason}`}>{reasonLabels[served.reason]}</span>
      {served.predictedSuccess !== null && (
        <span className="muted"> · about {Math.round(served.predictedSuccess * 100)} % chance you get it right</span>
      )}
    </p>
  );
}
