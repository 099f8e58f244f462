import { Link } from 'react-router';
import type { DuplicateQuestion } from '@common/api/submissions.ts';

/** What each status of a duplicate means for the review. */
const statusText: Record<DuplicateQuestion['status'], string> = {
  approved: 'already in the bank: approving this one fails',
  deleted: 'deleted from the bank: approving this one fails',
  pending: 'also waiting for review',
  rejected: 'rejected earlier',
};

/**
 * "Exact duplicates" under a pending question: other questions with the same text (its submitter
 * is never told about ones they cannot see), each linked to its page unless deleted, with what its
 * status means; nothing when there are none.
 */
export function DuplicateQuestions({ duplicates, questionId }: { duplicates: readonly DuplicateQuestion[]; questionId: number }) {
  if (duplicates.length === 0) return null;
  const headingId = `pending-question-${questionId}-duplicates`;
  return (
    <section className="pending-card__similar pending-card__duplicates" aria-labelledby={headingId} data-testid="duplicate-questions">
      <h4 id={headingId}>Exact duplicate of</h4>
      <ul>
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            {duplicate.status === 'deleted' ? `Question ${duplicate.id}` : <Link to={`/questions/${duplicate.id}`}>Question {duplicate.id}</Link>}{' '}
            <span className="muted">({statusText[duplicate.status]})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
