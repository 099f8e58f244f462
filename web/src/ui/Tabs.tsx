import { useRef, type KeyboardEvent } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
  testId?: string;
}

interface TabsProps<Id extends string> {
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Accessible name of the tablist. */
  label: string;
  /** Prefix of the tab and panel element ids (see `tabIds`). */
  idPrefix: string;
  /** Class of the tablist; each tab gets `<className>__tab`. */
  className: string;
}

/** Element ids of a tab's button and of its panel, for aria-controls / aria-labelledby. */
export function tabIds(idPrefix: string, id: string) {
  return { tab: `${idPrefix}-tab-${id}`, panel: `${idPrefix}-panel-${id}` };
}

/**
 * An ARIA tablist: one tab in the Tab order (roving tabindex); Left/Right arrows move and select,
 * wrapping, Home/End jump to the ends. The caller renders the selected panel with the id from
 * `tabIds(idPrefix, selected).panel`.
 */
export function Tabs<Id extends string>({ tabs, selected, onSelect, label, idPrefix, className }: TabsProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    // From the focused tab, which may be ahead of `selected` while a selection is rendering.
    const current = tabs.findIndex((tab) => buttons.current.get(tab.id) === event.target);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        const ids = tabIds(idPrefix, tab.id);
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={active ? ids.panel : undefined}
            tabIndex={active ? 0 : -1}
            data-testid={tab.testId}
            className={`${className}__tab`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
