import { Link } from 'react-router';
import type { SearchGroupName } from '@common/api/search.ts';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { useSearch, useSearchGroup } from '../api/search.ts';
import { forumItem, groupLabels, postItem, questionItem, type SearchItem } from '../lib/searchItems.ts';
import { resultsPath } from '../lib/targets.ts';
import { RefineSearchForm } from './RefineSearchForm.tsx';
import { ResultGroup } from './ResultGroup.tsx';
import '../search.css';

/** The did-you-mean lookup asks for one hit per group: only `didYouMean` is used. */
const suggestionLimit = 1;

/**
 * The full results page (/search?q=, spec "Search results"; contract 7.7): a box to refine the
 * search, "Did you mean …?" when a word was corrected, then the Forums, Posts and Questions
 * groups that have hits, each with its total and "Load more". `onSearch` changes `?q=`.
 */
export function SearchResultsView({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const term = query.trim();
  const suggestion = useSearch(term, suggestionLimit);
  const forums = useSearchGroup(term, 'forums');
  const posts = useSearchGroup(term, 'posts');
  const questions = useSearchGroup(term, 'questions');
  const groups: { id: SearchGroupName; list: typeof forums | typeof posts | typeof questions; items: SearchItem[] }[] = [
    { id: 'forums', list: forums, items: forums.data?.items.map(forumItem) ?? [] },
    { id: 'posts', list: posts, items: posts.data?.items.map(postItem) ?? [] },
    { id: 'questions', list: questions, items: questions.data?.items.map(questionItem) ?? [] },
  ];
  const pending = groups.some((group) => group.list.isPending);
  const failed = groups.some((group) => group.list.isError);
  const total = groups.reduce((sum, group) => sum + (group.list.data?.total ?? 0), 0);
  const didYouMean = suggestion.data?.query === term ? suggestion.data.didYouMean : null;

  return (
    <main className="page search-page">
      <h1>Search Results</h1>
      <RefineSearchForm key={term} initial={term} onSearch={onSearch} />
      {!term && <p className="empty">Type a word or two to search forums, posts and questions.</p>}
      {term && didYouMean && (
        <p className="search-page__suggestion" data-testid="did-you-mean">
          Did you mean <Link to={resultsPath(didYouMean)}>{didYouMean}</Link>?
        </p>
      )}
      {term && pending && <Loading label="Searching…" />}
      {term && !pending && failed && (
        <LoadError
          text={messages.load.search}
          onRetry={() => groups.forEach((group) => group.list.isError && void group.list.refetch())}
          className="search-page__error"
        />
      )}
      {term && !pending && !failed && total === 0 && <p className="empty">No results found for "{term}"</p>}
      {term && !pending && !failed && total > 0 && (
        <>
          <p className="muted search-page__summary" role="status">
            {total} {total === 1 ? 'result' : 'results'} for "{term}"
          </p>
          <div className="search-page__groups">
            {groups
              .filter((group) => (group.list.data?.total ?? 0) > 0)
              .map((group) => (
                <ResultGroup
                  key={group.id}
                  id={group.id}
                  label={groupLabels[group.id]}
                  items={group.items}
                  total={group.list.data!.total}
                  paging={{
                    hasMore: group.list.hasNextPage,
                    loading: group.list.isFetchingNextPage,
                    failure: group.list.isFetchNextPageError ? messages.load.search : null,
                    onLoadMore: () => void group.list.fetchNextPage(),
                  }}
                />
              ))}
          </div>
        </>
      )}
    </main>
  );
}
