import { describe, expect, it } from 'vitest';
import { flattenPages, nextOffset, type Page } from './paging.ts';

const page = (ids: number[], total: number): Page<{ id: number }> => ({ items: ids.map((id) => ({ id })), total });

describe('nextOffset', () => {
  it('asks for the items after those loaded while the total is not reached', () => {
    const first = page([1, 2], 5);
    expect(nextOffset(first, [first])).toBe(2);
    const second = page([3, 4], 5);
    expect(nextOffset(second, [first, second])).toBe(4);
  });
  it('stops once every item is loaded', () => {
    const only = page([1, 2], 2);
    expect(nextOffset(only, [only])).toBeUndefined();
  });
  it('stops on an empty page even if the total says more (items were deleted meanwhile)', () => {
    const first = page([1, 2], 5);
    const empty = page([], 5);
    expect(nextOffset(empty, [first, empty])).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('joins the pages and takes the latest total', () => {
    expect(flattenPages([page([1, 2], 4), page([3], 3)])).toEqual({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3 });
  });
  it('keeps an item shifted onto the next page once when given ids', () => {
    const flat = flattenPages([page([5, 4], 5), page([4, 3], 6)], (item) => item.id);
    expect(flat.items.map((item) => item.id)).toEqual([5, 4, 3]);
  });
  it('keeps duplicates without ids, and is empty without pages', () => {
    expect(flattenPages([page([1], 2), page([1], 2)]).items).toHaveLength(2);
    expect(flattenPages([])).toEqual({ items: [], total: 0 });
  });
});
