import { useSearchParams } from 'react-router';
import { SearchResultsView } from '../../features/search/components/SearchResultsView.tsx';

/** /search?q=: the full search results; refining the search updates `q`. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <>
      <title>{query.trim() ? `Search: ${query.trim()}` : 'Search'}</title>
      <SearchResultsView query={query} onSearch={(next) => setParams({ q: next })} />
    </>
  );
}
