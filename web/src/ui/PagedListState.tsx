import type { ReactNode } from 'react';
import type { PagedList } from '../lib/paging.ts';
import { LoadMoreButton } from './LoadMoreButton.tsx';
import { QueryState, type QueryLike } from './QueryState.tsx';

/** What `PagedListState` reads of a `useOffsetPages` result. */
export interface PagedQueryLike<T> extends QueryLike<PagedList<T>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface PagedListStateProps<T> {
  query: PagedQueryLike<T>;
  /** Read by screen readers while the first page loads, e.g. "Loading posts…". */
  loading: string;
  /** The spec's load-error text, for a failed first page (with "Try again") and a failed "Load more". */
  error: string;
  /** The empty state, shown when the list has no items. */
  empty: ReactNode;
  /** What the items are called in "12 of 80 posts shown". */
  noun: string;
  /** The loaded items, rendered. */
  children: (items: T[]) => ReactNode;
}

/**
 * A "Load more" list (see `useOffsetPages`) in all its states: `QueryState` for loading, error
 * and empty, then the items and, while the server has more, `LoadMoreButton` with how much is
 * shown.
 */
export function PagedListState<T>({ query, loading, error, empty, noun, children }: PagedListStateProps<T>) {
  return (
    <QueryState query={query} loading={loading} error={error} isEmpty={(list) => list.items.length === 0} empty={empty}>
      {({ items, total }) => (
        <>
          {children(items)}
          {query.hasNextPage && (
            <LoadMoreButton
              loading={query.isFetchingNextPage}
              failure={query.isFetchNextPageError ? error : null}
              progress={`${items.length} of ${total} ${noun} shown`}
              onClick={() => void query.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
