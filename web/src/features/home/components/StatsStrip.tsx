import type { PublicStats } from '@common/api/stats.ts';
import { usePublicStats } from '../api/publicStats.ts';
import { formatCount } from '../lib/formatCount.ts';

const items: Array<{ key: keyof PublicStats; label: string }> = [
  { key: 'questions', label: 'Questions Posted' },
  { key: 'contributors', label: 'Contributors' },
  { key: 'discussions', label: 'Solved Discussions' },
  { key: 'online', label: 'Online Now' },
];

/**
 * The community's real numbers (GET /public/stats). While they load, each value is a placeholder
 * of the same size (no layout shift); if the request fails the strip is left out: no number is
 * ever made up.
 */
export function StatsStrip() {
  const { data, isError } = usePublicStats();
  if (isError && !data) return null;
  return (
    <section className="stats" aria-label="Community at a glance" aria-busy={!data}>
      <ul className="stats__list">
        {items.map(({ key, label }) => (
          <li key={key} className="stats__item">
            {data ? <span className="stats__value">{formatCount(data[key])}</span> : <span className="stats__value stats__value--loading" aria-hidden="true" />}
            <span className="stats__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
