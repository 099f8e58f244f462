import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { formatDuration } from '../../../lib/format.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useProgress } from '../api/practice.ts';
import { progressPoints, type ProgressPoint } from '../lib/progressSeries.ts';
import '../practice.css';

const ProgressCharts = lazy(() => import('./ProgressCharts.tsx'));

/** Weeks shown. */
const weeks = 12;

/** The same figures as a table (screen readers, and exact numbers on a phone). */
function ProgressTable({ points }: { points: readonly ProgressPoint[] }) {
  return (
    <div className="progress__table-wrap">
      <table className="progress-table">
        <caption className="visually-hidden">Your answers per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Answered</th>
            <th scope="col">Accuracy</th>
            <th scope="col">Median time</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((point) => (
            <tr key={point.week}>
              <th scope="row">{point.week}</th>
              <td>{point.attempts}</td>
              <td>{point.accuracy === null ? '—' : `${point.accuracy} %`}</td>
              <td>{point.medianTime === null ? '—' : formatDuration(point.medianTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /progress (docs/contract.md section 8.3): my questions answered, accuracy and median time per
 * week for the last 12 weeks (weeks from Monday 00:00 India time) as charts (recharts, loaded
 * with this page only) and a table; with no answers in those weeks, an empty state.
 */
export function ProgressOverview() {
  const progress = useProgress(weeks);
  return (
    <main className="page progress">
      <header className="progress__intro">
        <h1>My progress</h1>
        <p className="muted">The last {weeks} weeks, each from Monday (India time).</p>
      </header>
      <QueryState
        query={progress}
        loading="Loading your progress…"
        error={messages.load.progress}
        isEmpty={(rows) => rows.every((row) => row.attempts === 0)}
        empty={
          <div className="empty card" data-testid="progress-empty">
            <p>No answers in the last {weeks} weeks yet.</p>
            <Link to="/practice" className="btn btn--primary">
              Start practice
            </Link>
          </div>
        }
      >
        {(rows) => {
          const points = progressPoints(rows);
          return (
            <>
              <Suspense fallback={<Loading label="Loading charts…" />}>
                <ProgressCharts points={points} />
              </Suspense>
              <ProgressTable points={points} />
            </>
          );
        }}
      </QueryState>
    </main>
  );
}
