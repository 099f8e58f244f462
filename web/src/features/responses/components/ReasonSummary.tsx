import { mistakeReasonLabels, mistakeReasons, type ErrorLog } from '@common/api/errorLog.ts';
import type { MistakeFilter } from '../lib/mistakeFilter.ts';

interface ReasonSummaryProps {
  log: ErrorLog;
  filter: MistakeFilter;
  onFilter: (filter: MistakeFilter) => void;
}

/**
 * How many mistakes have each reason (and how many are untagged), as bars that double as
 * filter buttons: pressing one shows only those mistakes, pressing it again shows all.
 */
export function ReasonSummary({ log, filter, onFilter }: ReasonSummaryProps) {
  const items: { key: MistakeFilter; label: string; count: number }[] = [
    ...mistakeReasons.map((reason) => ({ key: reason, label: mistakeReasonLabels[reason], count: log.reasonCounts[reason] })),
    { key: 'untagged', label: 'Not tagged yet', count: log.untagged },
  ];
  const largest = Math.max(1, ...items.map((item) => item.count));

  return (
    <section aria-labelledby="reason-summary-title" className="reason-summary card">
      <div className="reason-summary__header">
        <h3 id="reason-summary-title">Why you went wrong</h3>
        {filter !== null && (
          <button type="button" className="btn btn--link" onClick={() => onFilter(null)}>
            Show all mistakes
          </button>
        )}
      </div>
      <ul className="reason-summary__list">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={`reason-bar${item.key === 'untagged' ? ' reason-bar--untagged' : ''}`}
              aria-pressed={filter === item.key}
              disabled={item.count === 0 && filter !== item.key}
              onClick={() => onFilter(filter === item.key ? null : item.key)}
            >
              <span className="reason-bar__label">{item.label}</span>
              <span className="reason-bar__track" aria-hidden="true">
                <span style={{ width: `${(item.count / largest) * 100}%` }} />
              </span>
              <span className="reason-bar__count">{item.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
