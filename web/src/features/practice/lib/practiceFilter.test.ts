import { describe, expect, it } from 'vitest';
import { practiceLink, readPracticeFilter } from './practiceFilter.ts';

describe('practice filter in the URL', () => {
  it('reads ids and ignores anything else', () => {
    expect(readPracticeFilter(new URLSearchParams('category=2&topic=15'))).toEqual({ category: 2, topic: 15, source: null });
    expect(readPracticeFilter(new URLSearchParams('category=x&topic=0&source=-1'))).toEqual({ category: null, topic: null, source: null });
    expect(readPracticeFilter(new URLSearchParams('source=4'))).toEqual({ category: null, topic: null, source: 4 });
  });
  it('writes the link back', () => {
    expect(practiceLink({ category: 2, topic: 15 })).toBe('/practice?category=2&topic=15');
    expect(practiceLink({ category: null, topic: 7 })).toBe('/practice?topic=7');
    expect(practiceLink({ category: null, topic: null })).toBe('/practice');
    expect(practiceLink({ category: 2, topic: null, source: 4 })).toBe('/practice?category=2&source=4');
    expect(practiceLink({ category: null, topic: null, source: null })).toBe('/practice');
  });
});
