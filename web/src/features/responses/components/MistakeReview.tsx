import { useState } from 'react';
import { Link } from 'react-router';
import type { ErrorLog } from '@common/api/errorLog.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useErrorLog } from '../api/errorLog.ts';
import { filterMistakes, type MistakeFilter } from '../lib/mistakeFilter.ts';
import { ErrorLogItem } from './ErrorLogItem.tsx';
import { ReasonSummary } from './ReasonSummary.tsx';

/**
 * "Review mistakes": the error log (questions whose latest attempt was wrong), the count per
 * reason as filters, and each mistake with its reason and a re-attempt link.
 */
export function MistakeReview() {
  const log = useErrorLog();
  const [filter, setFilter] = useState<MistakeFilter>(null);

  return (
    <QueryState
      query={log}
      loading="Loading your mistakes…"
      error="Failed to load your mistakes. Please try again."
      errorClassName="mistakes__error"
      isEmpty={(data) => data.entries.length === 0}
      empty={
        <div className="empty card mistakes__empty">
          <Icon name="check" size={28} />
          <p>No mistakes to review. Nice work!</p>
          <Link to="/question-bank" className="btn">
            Practise more questions
          </Link>
        </div>
      }
    >
      {(data) => <MistakeList log={data} filter={filter} onFilter={setFilter} />}
    </QueryState>
  );
}

/** The count per reason as filters, then the mistakes that pass the chosen one. */
function MistakeList({ log, filter, onFilter }: { log: ErrorLog; filter: MistakeFilter; onFilter: (filter: MistakeFilter) => void }) {
  const visible = filterMistakes(log.entries, filter);
  const count = log.entries.length;
  return (
    <section aria-labelledby="mistakes-title" className="responses-section">
      <h2 id="mistakes-title">Review mistakes</h2>
      <p className="muted responses-section__lead">
        {count === 1 ? '1 question' : `${count} questions`} where your latest answer was wrong. Tag why, then try again.
      </p>
      <ReasonSummary log={log} filter={filter} onFilter={onFilter} />
      <p className="mistakes__count muted" aria-live="polite">
        {filter === null ? '' : `${visible.length} of ${count} shown`}
      </p>
      {visible.length === 0 ? (
        <p className="empty card">No mistakes have this reason any more.</p>
      ) : (
        <ul className="mistakes__list">
          {visible.map((entry) => (
            <ErrorLogItem key={entry.responseId} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
