import { describe, expect, it } from 'vitest';
import { arrowDelta, clampPosition } from './panelPosition.ts';

const viewport = { width: 390, height: 844 };
const panel = { width: 300, height: 400 };

describe('clampPosition', () => {
  it('keeps a point that fits', () => {
    expect(clampPosition({ x: 40, y: 100 }, panel, viewport)).toEqual({ x: 40, y: 100 });
  });
  it('pulls the panel back inside every edge', () => {
    expect(clampPosition({ x: -50, y: -10 }, panel, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 500, y: 900 }, panel, viewport)).toEqual({ x: 90, y: 444 });
  });
  it('keeps the top-left corner in view when the panel is larger than the viewport', () => {
    expect(clampPosition({ x: 30, y: 30 }, { width: 500, height: 1000 }, viewport)).toEqual({ x: 0, y: 0 });
  });
});

describe('arrowDelta', () => {
  it('moves 16 px, 64 px with Shift, and ignores other keys', () => {
    expect(arrowDelta('ArrowLeft', false)).toEqual({ x: -16, y: 0 });
    expect(arrowDelta('ArrowDown', true)).toEqual({ x: 0, y: 64 });
    expect(arrowDelta('a', false)).toBeNull();
  });
});
