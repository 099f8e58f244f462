import { useEffect, type RefObject } from 'react';

/** While `active`, calls `onOutside` on a press anywhere outside `container`. */
export function useOutsidePress(active: boolean, container: RefObject<HTMLElement | null>, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, container, onOutside]);
}
