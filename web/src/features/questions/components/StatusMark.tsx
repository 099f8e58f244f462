import type { MyStatus } from '@common/api/questions.ts';

/** A list item's mark of my latest attempt: "✓ Answered right" / "✗ Answered wrong" (icon and words, not colour alone); nothing when never attempted. */
export function StatusMark({ status }: { status: MyStatus }) {
  if (status === null) return null;
  const right = status === 'correct';
  return (
    <span className={`status-mark status-mark--${status}`} data-testid="status-mark">
      <span aria-hidden="true">{right ? '✓' : '✗'}</span> {right ? 'Answered right' : 'Answered wrong'}
    </span>
  );
}
