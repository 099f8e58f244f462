import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Open/closed state of a header popover: closes on Escape (focus back to `toggle`) and on a
 * press outside `container`.
 */
export function usePopover(container: RefObject<HTMLElement | null>, toggleButton: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, toggleButton]);
  return { open, close, toggle };
}
