import { Link } from 'react-router';
import type { Test } from '@common/api/mockTests.ts';
import { useNow } from '../../hooks/tests/useNow.ts';
import { formatSpan, formatWhen, windowPhase } from '../../lib/tests/window.ts';

/**
 * A scheduled mock's window (docs/contract.md section 8.2) on its card and page: upcoming with
 * when it opens and a live countdown, live with when it closes, or closed with when ranks are
 * (or were) published; "Exclusive" when its questions are kept out of the bank. Nothing for a
 * test without a window. The countdown is a timer, not announced every second.
 */
export function TestWindowInfo({ test }: { test: Test }) {
  const now = useNow(test.window !== null);
  const phase = windowPhase(test.window, now);
  if (phase.kind === 'none' || !test.window) return null;
  const { opensAt, closesAt } = test.window;
  return (
    <div className={`test-window test-window--${phase.kind}`} data-testid="test-window" data-phase={phase.kind}>
      {phase.kind === 'upcoming' && (
        <p>
          <strong>Upcoming</strong>: opens {formatWhen(opensAt)}, closes {formatWhen(closesAt)}.{' '}
          <span>
            Opens in{' '}
            <span role="timer" className="test-window__countdown" data-testid="opens-in">
              {formatSpan(phase.msLeft)}
            </span>
          </span>
        </p>
      )}
      {phase.kind === 'live' && (
        <p>
          <strong>Live now</strong>: ranked if you start before {formatWhen(closesAt)} (closes in{' '}
          <span role="timer" className="test-window__countdown" data-testid="closes-in">
            {formatSpan(phase.msLeft)}
          </span>
          ).
        </p>
      )}
      {phase.kind === 'closed' && (
        <p>
          <strong>Closed</strong> {formatWhen(closesAt)}; a start now is unranked.
          {test.resultsAt && Date.parse(test.resultsAt) > now && <> Ranks arrive {formatWhen(test.resultsAt)}.</>}
          {test.resultsAt && Date.parse(test.resultsAt) <= now && (
            <>
              {' '}
              <Link to={`/tests/${test.id}/leaderboard`}>Leaderboard</Link>
            </>
          )}
        </p>
      )}
      {test.exclusive && <p className="muted">Exclusive: its questions are not in the question bank until it closes.</p>}
    </div>
  );
}
