import { Link } from 'react-router';
import type { Test } from '@common/api/mockTests.ts';
import { attemptPath, attemptStatus, maxScore, resultPath } from '../../lib/tests/format.ts';

/**
 * My attempt of a test on its card: "Not started" (open the test), "In progress" with Resume, or
 * "Completed" with the score and a link to the result.
 */
export function AttemptState({ test }: { test: Test }) {
  const status = attemptStatus(test);
  if (status.kind === 'not-started') {
    return (
      <div className="test-card__attempt">
        <span className="test-status test-status--new">Not started</span>
        <Link to={`/tests/${test.id}`} className="btn" aria-label={`Open ${test.title}`}>
          Open
        </Link>
      </div>
    );
  }
  if (status.kind === 'in-progress') {
    return (
      <div className="test-card__attempt">
        <span className="test-status test-status--progress">In progress</span>
        <Link to={attemptPath(status.attemptId)} className="btn btn--primary" aria-label={`Resume ${test.title}`}>
          Resume
        </Link>
      </div>
    );
  }
  return (
    <div className="test-card__attempt">
      <span className="test-status test-status--done">
        Completed: {status.score ?? '–'} / {maxScore(test)}
      </span>
      <Link to={resultPath(status.attemptId)} className="btn" aria-label={`Result of ${test.title}`}>
        Result
      </Link>
    </div>
  );
}
