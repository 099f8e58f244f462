/** Focus after "Load more": the first newly loaded item, so keyboard users carry on where the list grew. */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Returns `beforeLoad()`, to call when "Load more" is pressed. Once the list's `count` of items
 * grows past what it was then, the first new item — the element at that index among the
 * container's `selector` matches (default `[data-list-item]`), which must be focusable — takes focus.
 */
export function useFocusFirstNew(container: RefObject<HTMLElement | null>, count: number, selector = '[data-list-item]'): () => void {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const from = pending.current;
    if (from === null || count <= from) return;
    pending.current = null;
    const items = container.current?.querySelectorAll<HTMLElement>(selector);
    items?.[from]?.focus();
  }, [container, count, selector]);
  return () => {
    pending.current = count;
  };
}
