import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { formatDuration } from '../../../lib/format.ts';
import { accuracyPercent, sessionSeconds, type SessionScore } from '../lib/session.ts';

interface SummaryProps {
  score: SessionScore;
  /** practice/next had nothing left (404) rather than the user ending the session. */
  noneLeft: boolean;
  onRestart: () => void;
}

/** The end of a practice session: answered, right, accuracy and time; its heading takes focus. */
export function SessionSummary({ score, noneLeft, onRestart }: SummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const accuracy = accuracyPercent(score);
  return (
    <section className="card practice-summary" aria-labelledby="practice-summary-title" data-testid="practice-summary">
      <h2 id="practice-summary-title" ref={heading} tabIndex={-1}>
        Session summary
      </h2>
      {noneLeft && <p role="status">{messages.practice.noneLeft}.</p>}
      <dl className="practice-summary__figures">
        <div>
          <dt>Answered</dt>
          <dd data-testid="summary-answered">{score.answered}</dd>
        </div>
        <div>
          <dt>Right</dt>
          <dd data-testid="summary-right">{score.right}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd data-testid="summary-accuracy">{accuracy === null ? '—' : `${accuracy} %`}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-testid="summary-time">{formatDuration(sessionSeconds(score, Date.now()))}</dd>
        </div>
      </dl>
      <div className="practice-summary__actions">
        <button type="button" className="btn btn--primary" onClick={onRestart}>
          Practise again
        </button>
        <Link to="/mastery" className="btn">
          See my topics
        </Link>
        <Link to="/progress" className="btn">
          See my progress
        </Link>
      </div>
    </section>
  );
}
