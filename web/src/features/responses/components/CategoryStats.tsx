import type { ResponseStats } from '@common/api/responses.ts';
import { formatDuration } from '../../../lib/format.ts';

/** One card per attempted category: accuracy with a bar, attempts and average time. */
export function CategoryStats({ byCategory }: { byCategory: ResponseStats['byCategory'] }) {
  const attempted = byCategory.filter((group) => group.attempts > 0);
  if (attempted.length === 0) return null;
  return (
    <section aria-labelledby="category-stats-title" className="responses-section">
      <h2 id="category-stats-title">By category</h2>
      <ul className="category-stats">
        {attempted.map((group) => {
          const accuracy = Math.round(group.accuracy);
          return (
            <li key={group.categoryId} className="category-card card">
              <h3>{group.category}</h3>
              <p className="category-card__accuracy">
                <strong>{accuracy}%</strong> <span className="muted">accuracy</span>
              </p>
              <div className="category-card__bar" aria-hidden="true">
                <span style={{ width: `${accuracy}%` }} />
              </div>
              <p className="category-card__meta muted">
                {group.attempts} {group.attempts === 1 ? 'attempt' : 'attempts'}
                {group.averageTime !== null && <> · avg {formatDuration(Math.round(group.averageTime))}</>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
