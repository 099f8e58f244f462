import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { pageLimit, useSearch } from '../api/search.ts';
import { searchGroups } from '../lib/searchItems.ts';
import { RefineSearchForm } from './RefineSearchForm.tsx';
import { ResultGroup } from './ResultGroup.tsx';
import '../search.css';

/**
 * The full results page (/search?q=, spec "Search results"): a box to refine the search, then
 * the hits grouped as Forums, Posts and Questions with their counts. `onSearch` changes `?q=`.
 */
export function SearchResultsView({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const term = query.trim();
  const search = useSearch(term, pageLimit);
  const groups = search.data ? searchGroups(search.data, search.data.query) : [];
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <main className="page search-page">
      <h1>Search Results</h1>
      <RefineSearchForm key={term} initial={term} onSearch={onSearch} />
      {!term && <p className="empty">Type a word or two to search forums, posts and questions.</p>}
      {term && search.isPending && <Loading label="Searching…" />}
      {term && search.isError && (
        <LoadError text={messages.load.search} onRetry={() => void search.refetch()} className="search-page__error" />
      )}
      {search.data && total === 0 && <p className="empty">No results found for "{search.data.query}"</p>}
      {search.data && total > 0 && (
        <>
          <p className="muted search-page__summary" role="status">
            {total} {total === 1 ? 'result' : 'results'} for "{search.data.query}"
          </p>
          <div className="search-page__groups">
            {groups.map((group) => (
              <ResultGroup key={group.id} group={group} query={search.data.query} />
            ))}
          </div>
        </>
      )}
    </main>
  );
}
