import { useId, useState } from 'react';
import type { Named } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';

/** Lists longer than this get a filter box. */
const filterThreshold = 8;

export interface OptionPanelProps {
  title: string;
  options: readonly Named[];
  selectedIds: readonly number[];
  onSelect: (id: number) => void;
  onRemove: (id: number) => void;
  /** When set, the panel is disabled and shows this text instead of its options. */
  disabledMessage?: string;
  loading?: boolean;
  /** A load error shown instead of the options. */
  error?: string;
}

/**
 * A multi-select list (spec section 2 "Reusable option panel"): a title, the selected options
 * as removable chips, and the options as toggle buttons (`aria-pressed`): clicking a selected
 * option removes it, as its chip does.
 * The panel is a fixed 500 px tall and its list scrolls inside it.
 */
export function OptionPanel(props: OptionPanelProps) {
  const { title, options, selectedIds, onSelect, onRemove, disabledMessage, loading, error } = props;
  const titleId = useId();
  const [filter, setFilter] = useState('');
  const selected = selectedIds.flatMap((id) => options.filter((option) => option.id === id));
  const needle = filter.trim().toLowerCase();
  const visible = needle ? options.filter((option) => option.name.toLowerCase().includes(needle)) : options;

  function body() {
    if (disabledMessage) return <p className="option-panel__message">{disabledMessage}</p>;
    if (error) return <p className="error" role="alert">{error}</p>;
    if (loading) return <Loading label={`Loading ${title.toLowerCase()}…`} />;
    if (options.length === 0) return <p className="option-panel__message">{messages.empty.noOptions}</p>;
    if (visible.length === 0) return <p className="option-panel__message">No {title.toLowerCase()} match “{filter.trim()}”</p>;
    return (
      <ul className="option-panel__options">
        {visible.map((option) => {
          const isSelected = selectedIds.includes(option.id);
          return (
            <li key={option.id}>
              <button
                type="button"
                className="option-panel__option"
                aria-pressed={isSelected}
                onClick={() => (isSelected ? onRemove(option.id) : onSelect(option.id))}
              >
                <span>{option.name}</span>
                {isSelected && (
                  <span className="option-panel__check" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      className={`option-panel card${disabledMessage ? ' option-panel--disabled' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="option-panel__header">
        <h2 id={titleId}>{title}</h2>
        {selected.length > 0 && <span className="option-panel__count">{selected.length} selected</span>}
      </header>
      {selected.length > 0 && (
        <ul className="option-panel__chips" aria-label={`Selected ${title.toLowerCase()}`}>
          {selected.map((option) => (
            <li key={option.id} className="chip">
              {option.name}
              <button type="button" aria-label={`Remove ${option.name}`} onClick={() => onRemove(option.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {!disabledMessage && !error && options.length > filterThreshold && (
        <input
          type="search"
          className="option-panel__filter"
          placeholder={`Filter ${title.toLowerCase()}…`}
          aria-label={`Filter ${title.toLowerCase()}`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <div className="option-panel__body">{body()}</div>
    </section>
  );
}
