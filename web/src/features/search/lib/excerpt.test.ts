import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

const words = Array.from({ length: 80 }, (_, index) => `w${index}`).join(' ');

describe('search excerpt', () => {
  it('collapses whitespace and keeps a short text whole', () => {
    expect(excerpt(' a \n\n b\tc ', 'b')).toBe('a b c');
  });
  it('starts near the first matched word, with ellipses where it was cut', () => {
    const text = excerpt(words, 'w50', 40);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('w50');
    expect(text.length).toBeLessThanOrEqual(42);
  });
  it('starts at the beginning when nothing matches', () => {
    const text = excerpt(words, 'zzz', 30);
    expect(text.startsWith('w0 ')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });
  it('starts at a word boundary', () => {
    expect(excerpt(words, 'w60', 40).slice(1).split(' ')[0]).toMatch(/^w\d+$/);
  });
});
