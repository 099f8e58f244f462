import { describe, expect, it } from 'vitest';
import { toggleSign } from './toggleSign.ts';

describe('toggleSign', () => {
  it('adds and removes a minus', () => {
    expect(toggleSign('12')).toBe('-12');
    expect(toggleSign('-12')).toBe('12');
    expect(toggleSign(toggleSign('0.25'))).toBe('0.25');
  });
  it('turns a plus into a minus and starts an empty box with one', () => {
    expect(toggleSign('+1.5')).toBe('-1.5');
    expect(toggleSign('')).toBe('-');
    expect(toggleSign('-')).toBe('');
    expect(toggleSign('  7')).toBe('-7');
  });
});
