import { describe, expect, it } from 'vitest';
import { filtersToSearch, parseIdList, readFilters } from './filterParams.ts';

describe('parseIdList', () => {
  it('keeps positive integer ids once, in order, ignoring anything else', () => {
    expect(parseIdList('1, 2,x,2,0,-3,4.5,7')).toEqual([1, 2, 7]);
  });
  it('is empty for a missing or empty parameter', () => {
    expect(parseIdList(null)).toEqual([]);
    expect(parseIdList('')).toEqual([]);
  });
  it('ignores ids longer than ten digits', () => {
    expect(parseIdList('12345678901,5')).toEqual([5]);
  });
});

describe('readFilters / filtersToSearch', () => {
  it('round-trips the three filters through a query string', () => {
    const filters = readFilters(new URLSearchParams('category=1,2&source=4'));
    expect(filters).toEqual({ category: [1, 2], topic: [], source: [4] });
    expect(filtersToSearch(filters)).toBe('?category=1,2&source=4');
  });
  it('carries a known status and drops an unknown one', () => {
    const filters = readFilters(new URLSearchParams('category=3&status=wrong'));
    expect(filters).toEqual({ category: [3], topic: [], source: [], status: 'wrong' });
    expect(filtersToSearch(filters)).toBe('?category=3&status=wrong');
    expect(readFilters(new URLSearchParams('category=3&status=bookmarked'))).toEqual({ category: [3], topic: [], source: [], status: 'bookmarked' });
    expect(readFilters(new URLSearchParams('category=3&status=saved'))).toEqual({ category: [3], topic: [], source: [] });
  });
  it('carries the known difficulty words in the API order and drops unknown ones', () => {
    const filters = readFilters(new URLSearchParams('category=3&difficulty=hard,EASY,tricky'));
    expect(filters).toEqual({ category: [3], topic: [], source: [], difficulty: ['easy', 'hard'] });
    expect(filtersToSearch(filters)).toBe('?category=3&difficulty=easy,hard');
    expect(readFilters(new URLSearchParams('category=3&difficulty=tricky'))).toEqual({ category: [3], topic: [], source: [] });
  });
  it('gives "" when nothing is chosen', () => {
    expect(filtersToSearch({ category: [], topic: [], source: [] })).toBe('');
  });
});
