import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('asha kumari rao')).toBe('AK');
    expect(initials('  Ravi  ')).toBe('R');
  });
  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜lpha beta')).toBe('𝒜B');
  });
  it('falls back to "?" for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });
});
