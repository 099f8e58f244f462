import { Link } from 'react-router';
import type { SearchGroup } from '../lib/searchItems.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { ItemTitle } from './ItemTitle.tsx';

/** One group of the results page (Forums, Posts or Questions) with its count and linked hits. */
export function ResultGroup({ group, query }: { group: SearchGroup; query: string }) {
  const headingId = `search-group-${group.id}`;
  return (
    <section className="card search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__heading">
        {group.label}
        <span className="search-group__count">{group.items.length}</span>
      </h2>
      {group.items.length === 0 ? (
        <p className="muted search-group__none">No {group.label.toLowerCase()} match.</p>
      ) : (
        <ul className="search-group__list">
          {group.items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className="search-result">
                <span className="search-result__title">
                  <ItemTitle item={item} query={query} />
                </span>
                {item.detail && (
                  <span className="search-result__detail">
                    <HighlightedText text={item.detail} query={query} />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
