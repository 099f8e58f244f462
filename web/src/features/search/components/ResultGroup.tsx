import { Link } from 'react-router';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import type { SearchItem } from '../lib/searchItems.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { ItemTitle } from './ItemTitle.tsx';

/** "Load more" of a group: shown while more hits remain. */
export interface GroupPaging {
  hasMore: boolean;
  loading: boolean;
  /** The load-error text when the last "Load more" failed. */
  failure: string | null;
  onLoadMore: () => void;
}

interface ResultGroupProps {
  id: string;
  label: string;
  items: SearchItem[];
  /** How many hits the group has in all (X-Total-Count). */
  total: number;
  paging: GroupPaging;
}

/** One group of the results page (Forums, Posts or Questions): its total, the linked hits loaded so far, and "Load more". */
export function ResultGroup({ id, label, items, total, paging }: ResultGroupProps) {
  const headingId = `search-group-${id}`;
  return (
    <section className="card search-group" aria-labelledby={headingId} data-testid={`search-group-${id}`}>
      <h2 id={headingId} className="search-group__heading">
        {label}
        <span className="search-group__count">{total}</span>
      </h2>
      <ul className="search-group__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="search-result">
              <span className="search-result__title">
                <ItemTitle item={item} />
              </span>
              {item.detail && (
                <span className="search-result__detail">
                  <HighlightedText text={item.detail} />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {paging.hasMore && (
        <LoadMoreButton
          className="search-group__more"
          loading={paging.loading}
          failure={paging.failure}
          onClick={paging.onLoadMore}
          progress={`${items.length} of ${total} ${label.toLowerCase()} shown`}
        />
      )}
    </section>
  );
}
