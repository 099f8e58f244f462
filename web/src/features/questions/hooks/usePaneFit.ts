/** Sizing the two panes of a set's page (passage, question) to the window on a wide screen. */
import { useLayoutEffect, type RefObject } from 'react';

/** Below this height a pane would be too small to read; it then scrolls with the page too. */
const minPanePx = 320;
/** Room left under the panes. */
const bottomGapPx = 16;

/**
 * Sets `--set-top` (px under the sticky site header, the first `header` of the page) and
 * `--set-height` (px from where the layout starts down to the window's bottom) on `ref`'s element,
 * and keeps them right when the window or the page above it changes size. The CSS makes each pane
 * sticky at `--set-top` and at most `--set-height` tall, so both fit the window and scroll by
 * themselves.
 */
export function usePaneFit(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const header = document.querySelector('header');
      const headerHeight = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--set-top', `${Math.round(headerHeight + 12)}px`);
      element.style.setProperty('--set-height', `${Math.max(minPanePx, Math.round(window.innerHeight - top - bottomGapPx))}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
}
