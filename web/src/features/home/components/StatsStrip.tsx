import { limits } from '@common/limits.ts';

/** The hard-coded community numbers of spec section 9. */
export function StatsStrip() {
  return (
    <section className="stats" aria-label="Community at a glance">
      <ul className="stats__list">
        {limits.homeStats.map((stat) => (
          <li key={stat.label} className="stats__item">
            <span className="stats__value">{stat.value}</span>
            <span className="stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
