import type { QuestionStatus } from '../../lib/result/figures.ts';
import { statusLabel } from '../../lib/result/figures.ts';

const symbol: Record<QuestionStatus, string> = { correct: '✓', wrong: '✗', unanswered: '–' };

/**
 * "✓ Correct", "✗ Wrong" or "– Not answered" as a small tag (text, not colour alone); `compact`
 * hides the words visually (screen readers still read them).
 */
export function StatusMark({ status, compact = false }: { status: QuestionStatus; compact?: boolean }) {
  return (
    <span className={`mock-status mock-status--${status}`}>
      <span aria-hidden="true">{symbol[status]}</span>
      <span className={compact ? 'visually-hidden' : 'mock-status__text'}>{statusLabel[status]}</span>
    </span>
  );
}
