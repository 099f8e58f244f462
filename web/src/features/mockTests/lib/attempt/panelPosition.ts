/**
 * Where a floating panel (the calculator) may sit (pure): its top-left corner, in CSS pixels of
 * the viewport, kept so the whole panel stays inside the viewport (a panel larger than the
 * viewport keeps its top-left corner in view).
 */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** `point` moved the least distance that keeps a panel of `panel` size inside `viewport`. */
export function clampPosition(point: Point, panel: Size, viewport: Size): Point {
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), Math.max(0, max)));
  return { x: clamp(point.x, viewport.width - panel.width), y: clamp(point.y, viewport.height - panel.height) };
}

/** How far one arrow key moves the panel (Shift: farther), in pixels. */
export const keyStep = (shift: boolean): number => (shift ? 64 : 16);

/** The move an arrow key asks for, or null for any other key. */
export function arrowDelta(key: string, shift: boolean): Point | null {
  const step = keyStep(shift);
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}
