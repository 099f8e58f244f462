import { describe, expect, it } from 'vitest';
import { sessionOrder } from './sessionOrder.ts';

describe('sessionOrder', () => {
  it('keeps due order and brings a set’s due questions together at its first', () => {
    const cards = [
      { questionId: 5, setId: null },
      { questionId: 11, setId: 2 },
      { questionId: 7, setId: null },
      { questionId: 12, setId: 2 },
      { questionId: 3, setId: 9 },
    ];
    expect(sessionOrder(cards)).toEqual([5, 11, 12, 7, 3]);
  });

  it('is empty for no cards', () => {
    expect(sessionOrder([])).toEqual([]);
  });
});

describe('placeInSession', () => {
  it('gives the position, count and next id; null after the last or outside the session', async () => {
    const { placeInSession } = await import('./reviewSession.ts');
    expect(placeInSession([4, 8, 2], 4)).toEqual({ position: 1, count: 3, nextId: 8 });
    expect(placeInSession([4, 8, 2], 2)).toEqual({ position: 3, count: 3, nextId: null });
    expect(placeInSession([4, 8, 2], 5)).toBeNull();
  });
});
