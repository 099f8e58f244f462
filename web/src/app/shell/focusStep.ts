/** Moves focus to the next (+1) or previous (-1) link or button inside `container`, wrapping round. */
export function focusStep(container: HTMLElement, step: 1 | -1) {
  const items = Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'));
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
  items[next]?.focus();
}
