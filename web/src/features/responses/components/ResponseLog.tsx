import { useMemo, useState } from 'react';
import type { Response as UserResponse } from '@common/api/responses.ts';
import { messages } from '@common/messages.ts';
import {
  categoriesOf,
  filterResponses,
  hasResponseFilters,
  noResponseFilters,
} from '../lib/responseFilters.ts';
import { ResponseFilters } from './ResponseFilters.tsx';
import { ResponsesTable } from './ResponsesTable.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';

interface ResponseLogProps {
  responses: readonly UserResponse[];
  total: number;
  /** Present when more responses can be loaded. */
  onLoadMore?: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

function countText(shown: number, loaded: number, total: number, filtered: boolean): string {
  if (filtered) return `${shown} of ${loaded} shown`;
  if (loaded < total) return `${loaded} of ${total} loaded`;
  return loaded === 1 ? '1 response' : `${loaded} responses`;
}

/** The filterable table of the loaded responses, with "Load more" while the server has more. */
export function ResponseLog({ responses, total, onLoadMore, loadingMore, loadMoreFailed }: ResponseLogProps) {
  const [filters, setFilters] = useState(noResponseFilters);
  const categories = useMemo(() => categoriesOf(responses), [responses]);
  const visible = useMemo(() => filterResponses(responses, filters), [responses, filters]);
  const filtered = hasResponseFilters(filters);

  return (
    <section aria-labelledby="response-log-title" className="responses-section">
      <div className="response-log__header">
        <h2 id="response-log-title">All responses</h2>
        <p className="muted" aria-live="polite">
          {countText(visible.length, responses.length, total, filtered)}
        </p>
      </div>
      <div className="card response-log">
        <ResponseFilters values={filters} categories={categories} onChange={setFilters} />
        {filtered && (
          <button type="button" className="btn btn--link response-log__clear" onClick={() => setFilters(noResponseFilters)}>
            Clear filters
          </button>
        )}
        {visible.length > 0 ? (
          <ResponsesTable responses={visible} />
        ) : (
          <p className="empty">{messages.empty.noResponsesMatch}</p>
        )}
        {onLoadMore && (
          <LoadMoreButton
            className="response-log__more"
            loading={loadingMore}
            failure={loadMoreFailed ? messages.load.responses : null}
            onClick={onLoadMore}
          />
        )}
      </div>
    </section>
  );
}
