import { useEffect } from 'react';
import { optionId, type SearchGroup, type SearchItem } from '../lib/searchItems.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { ItemTitle } from './ItemTitle.tsx';

interface SearchDropdownProps {
  /** Prefix of the listbox, group and option ids. */
  baseId: string;
  query: string;
  groups: SearchGroup[];
  active: SearchItem | undefined;
  onSelect: (item: SearchItem) => void;
  onViewAll: () => void;
}

/**
 * The header search's dropdown: non-empty groups (FORUMS, POSTS, QUESTIONS) as a listbox, or
 * 'No results found for "{query}"', then "View all results". Options are picked by mouse here and
 * by keyboard from the input, which keeps focus throughout.
 */
export function SearchDropdown({ baseId, query, groups, active, onSelect, onViewAll }: SearchDropdownProps) {
  const shown = groups.filter((group) => group.items.length > 0);

  useEffect(() => {
    if (active) document.getElementById(optionId(baseId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, baseId]);

  return (
    <div className="search-dropdown" data-testid="search-dropdown">
      <div id={`${baseId}-listbox`} role="listbox" aria-label="Search results" className="search-dropdown__list">
        {shown.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`}>
            <div id={`${baseId}-${group.id}`} role="presentation" className="search-dropdown__heading">
              {group.label.toUpperCase()}
            </div>
            {group.items.map((item) => (
              <div
                key={item.key}
                id={optionId(baseId, item)}
                role="option"
                aria-selected={item === active}
                className="search-option"
                data-testid="search-option"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => onSelect(item)}
              >
                <span className="search-option__title">
                  <ItemTitle item={item} />
                </span>
                {item.detail && (
                  <span className="search-option__detail">
                    <HighlightedText text={item.detail} />
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {shown.length === 0 && <p className="search-dropdown__empty">No results found for "{query}"</p>}
      <button
        type="button"
        className="search-dropdown__all"
        onPointerDown={(event) => event.preventDefault()}
        onClick={onViewAll}
      >
        View all results
      </button>
    </div>
  );
}
