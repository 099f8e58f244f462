import type { ResponseStats } from '@common/api/responses.ts';
import { formatDuration } from '../../../lib/format.ts';

/** Overall figures: attempts, accuracy (whole %) and average time (m:ss, whole seconds). */
export function StatsSummary({ stats }: { stats: ResponseStats }) {
  const items = [
    { label: 'Total attempts', value: stats.attempts.toLocaleString('en-IN') },
    { label: 'Overall accuracy', value: `${Math.round(stats.accuracy)}%` },
    { label: 'Average time', value: formatDuration(Math.round(stats.averageTime)) },
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
