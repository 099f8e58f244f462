import { Link } from 'react-router';
import type { SimilarQuestion } from '@common/api/submissions.ts';
import { excerpt } from '../../../lib/excerpt.ts';

/** Characters of each similar question's text shown. */
const previewChars = 140;

/**
 * "Similar questions" under a pending question: approved questions whose text is alike (a hint of
 * a duplicate), each linked to its page, with how alike it is; nothing when there are none.
 */
export function SimilarQuestions({ similar, questionId }: { similar: readonly SimilarQuestion[]; questionId: number }) {
  if (similar.length === 0) return null;
  const headingId = `pending-question-${questionId}-similar`;
  return (
    <section className="pending-card__similar" aria-labelledby={headingId} data-testid="similar-questions">
      <h4 id={headingId}>Similar questions already in the bank</h4>
      <ul>
        {similar.map((match) => (
          <li key={match.id}>
            <Link to={`/questions/${match.id}`}>{excerpt(match.questionText, previewChars)}</Link>{' '}
            <span className="muted">({Math.round(match.similarity * 100)}% alike)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
