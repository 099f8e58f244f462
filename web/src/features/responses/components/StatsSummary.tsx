import type { ResponseStats } from '@common/api/responses.ts';
import { formatDuration } from '../../../lib/format.ts';

/** Overall figures: attempts, accuracy (whole %) and average time of the timed attempts (m:ss, whole seconds; — without any). */
export function StatsSummary({ stats }: { stats: ResponseStats }) {
  const items = [
    { label: 'Total attempts', value: stats.attempts.toLocaleString('en-IN') },
    { label: 'Overall accuracy', value: `${Math.round(stats.accuracy)}%` },
    { label: 'Average time', value: stats.averageTime === null ? '—' : formatDuration(Math.round(stats.averageTime)) },
  ];
  return (
    <dl className="stats-summary">
      {items.map((item) => (
        <div key={item.label} className="stat-card card">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
