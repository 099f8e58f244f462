import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.ts';

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(2135)).toBe('2,135');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });
});
