/** State and behaviour of the header search combobox (spec "Global search", section 5). */
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { limits } from '@common/limits.ts';
import { dropdownLimit, useSearch } from '../api/search.ts';
import { searchGroups, type SearchItem } from '../lib/searchItems.ts';
import { resultsPath } from '../lib/targets.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { useOutsidePress } from './useOutsidePress.ts';

/**
 * The typed term, the debounced search, whether the dropdown shows, and the highlighted option
 * (by item key, so fresh results simply leave nothing highlighted). Search failures are only
 * logged (spec section 8).
 */
export function useGlobalSearch() {
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const settled = useDebouncedValue(term.trim(), limits.searchDebounceMs);
  const search = useSearch(settled, dropdownLimit, true);

  useEffect(() => {
    if (search.error) console.error('Search failed', search.error);
  }, [search.error]);

  const answer = term.trim() ? search.data : undefined;
  const groups = answer ? searchGroups(answer) : [];
  const options = groups.flatMap((group) => group.items);
  const expanded = open && answer !== undefined;
  const active = expanded ? options.find((option) => option.key === activeKey) : undefined;

  const close = useCallback(() => {
    setOpen(false);
    setActiveKey(null);
  }, []);
  useOutsidePress(expanded, root, close);

  const select = (item: SearchItem) => {
    close();
    navigate(item.to);
  };

  const viewAll = () => {
    const query = term.trim();
    if (!query) return;
    close();
    navigate(resultsPath(query));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    viewAll();
  };

  const move = (step: 1 | -1) => {
    if (!options.length) return;
    const index = active ? options.indexOf(active) : step === 1 ? -1 : options.length;
    setActiveKey(options[(index + step + options.length) % options.length]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!answer) return;
      event.preventDefault();
      setOpen(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      select(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  const onTermChange = (value: string) => {
    setTerm(value);
    setOpen(true);
    setActiveKey(null);
  };

  const clear = () => {
    onTermChange('');
    close();
    input.current?.focus();
  };

  return {
    root,
    input,
    term,
    answer,
    groups,
    expanded,
    active,
    onTermChange,
    /** Focusing or clicking the box shows the current results again. */
    reopen: () => setOpen(true),
    onKeyDown,
    onSubmit,
    select,
    viewAll,
    clear,
  };
}
