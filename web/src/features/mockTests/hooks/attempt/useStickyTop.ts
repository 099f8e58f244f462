import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sets `--attempt-top` on `ref`'s element to the height of the site's sticky header (the page's
 * first `header`; 0 when it is not sticky) and keeps it right as the window changes, so the
 * attempt's own sticky header (the countdown) sits just under it. `ready` says the element is rendered.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>, ready: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const header = document.querySelector('header');
      const height = header && header !== element && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
      element.style.setProperty('--attempt-top', `${Math.round(height)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, ready]);
}
