import { lazy, Suspense, useId } from 'react';
import { Icon } from '../../../ui/Icon.tsx';
import { useGlobalSearch } from '../hooks/useGlobalSearch.ts';
import { optionId } from '../lib/searchItems.ts';
import '../search.css';

/** Loaded when the search box is first used: its snippets carry the Markdown parser (issue 28 item 5), which the first page does without. */
const loadDropdown = () => import('./SearchDropdown.tsx');
const SearchDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.SearchDropdown })));

const placeholder = 'Search forums, posts, and questions...';

/**
 * The header search (spec "Global search"): an ARIA combobox that searches 300 ms after typing
 * stops and lists the hits in a dropdown; Enter (with no option highlighted) and "View all
 * results" open /search?q=. `className` places it in the header layout.
 */
export function GlobalSearch({ className }: { className?: string }) {
  const baseId = useId();
  const search = useGlobalSearch();
  const { answer, groups, expanded, active } = search;
  const count = groups.reduce((total, group) => total + group.items.length, 0);

  return (
    <form
      ref={search.root}
      className={['global-search', className].filter(Boolean).join(' ')}
      role="search"
      onSubmit={search.onSubmit}
    >
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        Search
      </label>
      <Icon name="search" size={18} />
      <input
        ref={search.input}
        id={`${baseId}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${baseId}-listbox`}
        aria-activedescendant={active ? optionId(baseId, active) : undefined}
        data-testid="search-input"
        placeholder={placeholder}
        value={search.term}
        onChange={(event) => search.onTermChange(event.target.value)}
        onFocus={() => {
          void loadDropdown();
          search.reopen();
        }}
        onClick={search.reopen}
        onKeyDown={search.onKeyDown}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      {search.term && (
        <button type="button" className="global-search__clear" aria-label="Clear search" onClick={search.clear}>
          <Icon name="close" size={16} />
        </button>
      )}
      {expanded && answer && (
        <Suspense fallback={null}>
          <SearchDropdown
            baseId={baseId}
            query={answer.query}
            groups={groups}
            active={active}
            onSelect={search.select}
            onViewAll={search.viewAll}
          />
        </Suspense>
      )}
      <span className="visually-hidden" role="status">
        {expanded && answer ? (count ? `${count} results available` : 'No results found') : ''}
      </span>
    </form>
  );
}
