import { Link } from 'react-router';
import type { QuestionSetRef } from '@common/api/questions.ts';

/**
 * "Question 2 of 4 in this set" with links to the previous and next question of the set (none
 * past either end). The list-wide Previous / Next stays below the question.
 */
export function SetNav({ set, questionId }: { set: QuestionSetRef; questionId: number }) {
  const index = set.questionIds.indexOf(questionId);
  if (index < 0) return null;
  const previous = set.questionIds[index - 1];
  const next = set.questionIds[index + 1];
  return (
    <nav className="set-nav" aria-label="Questions in this set">
      {previous !== undefined ? (
        <Link to={`/questions/${previous}`} className="btn set-nav__link" data-testid="prev-in-set">
          <span aria-hidden="true">←</span> Previous in set
        </Link>
      ) : (
        <span className="set-nav__spacer" />
      )}
      <p className="set-nav__position" data-testid="set-position">
        Question {index + 1} of {set.questionIds.length} in this set
      </p>
      {next !== undefined ? (
        <Link to={`/questions/${next}`} className="btn set-nav__link" data-testid="next-in-set">
          Next in set <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="set-nav__spacer" />
      )}
    </nav>
  );
}
