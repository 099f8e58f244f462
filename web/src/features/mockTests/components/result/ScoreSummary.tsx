import { useId } from 'react';
import { Link } from 'react-router';
import type { AttemptResult } from '@common/api/mockTests.ts';
import { formatAccuracy } from '../../lib/result/figures.ts';
import { formatWhen } from '../../lib/tests/window.ts';

/**
 * The score out of the maximum, the percentile among first attempts (contract 7.3: the share of
 * the first completed attempts of the test, one per candidate, that scored at or below mine),
 * correct / wrong / unanswered and accuracy (correct of attempted), and the way on: "Review
 * answers" and "Back to tests".
 */
export function ScoreSummary({ result, attemptId }: { result: AttemptResult; attemptId: number }) {
  const headingId = useId();
  const firstAttempts = result.candidates;
  return (
    <section className="mock-result__summary card" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Your score
      </h2>
      <p className="mock-result__score">
        <span className="mock-result__score-value" data-testid="score">
          {result.score}
        </span>
        <span className="mock-result__score-max">
          <span className="visually-hidden">out of</span>
          <span aria-hidden="true">/</span> <span data-testid="max-score">{result.maxScore}</span>
        </span>
      </p>
      {result.percentile === null ? (
        <p className="mock-result__percentile" data-testid="percentile">
          {result.resultsAt ? (
            <span data-testid="ranks-at">
              Ranks and percentiles arrive at <strong>{formatWhen(result.resultsAt)}</strong>, once the test has closed for everyone.
            </span>
          ) : (
            `Percentiles show once 20 candidates have finished (${firstAttempts} so far).`
          )}
        </p>
      ) : (
        <p className="mock-result__percentile" data-testid="percentile">
          You scored more than or equal to <strong>{result.percentile}%</strong> of {result.ranked ? 'ranked candidates' : 'first attempts'} at this test
          {firstAttempts > 0 && <> ({firstAttempts} in all, one per candidate)</>}.
        </p>
      )}
      {result.rank !== null && (
        <p className="mock-result__rank" data-testid="rank">
          Rank <strong>{result.rank}</strong> of {result.candidates}.{' '}
          <Link to={`/tests/${result.testId}/leaderboard`}>See the leaderboard</Link>
        </p>
      )}
      <dl className="mock-result__figures">
        <div className="mock-result__figure mock-result__figure--correct">
          <dt>Correct</dt>
          <dd data-testid="count-correct">{result.correct}</dd>
        </div>
        <div className="mock-result__figure mock-result__figure--wrong">
          <dt>Wrong</dt>
          <dd data-testid="count-wrong">{result.wrong}</dd>
        </div>
        <div className="mock-result__figure">
          <dt>Unanswered</dt>
          <dd data-testid="count-unanswered">{result.unanswered}</dd>
        </div>
        <div className="mock-result__figure">
          <dt>Accuracy</dt>
          <dd data-testid="accuracy">{formatAccuracy(result.correct, result.wrong)}</dd>
        </div>
      </dl>
      <p className="mock-result__note muted">Accuracy is correct answers out of the questions you answered.</p>
      <div className="mock-result__actions">
        <Link to={`/attempts/${attemptId}/review`} className="btn btn--primary">
          Review answers
        </Link>
        <Link to={`/attempts/${attemptId}/analysis`} className="btn">
          Analysis
        </Link>
        <Link to="/tests" className="btn">
          Back to tests
        </Link>
      </div>
    </section>
  );
}
