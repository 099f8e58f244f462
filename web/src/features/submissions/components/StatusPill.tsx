import type { QuestionStatus } from '@common/api/questions.ts';

const labels: Record<QuestionStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', deleted: 'Deleted' };

/** A submission's review status: Pending (amber), Approved (green) or Rejected (red), in words too. */
export function StatusPill({ status }: { status: QuestionStatus }) {
  return <span className={`status-pill status-pill--${status}`}>{labels[status]}</span>;
}
