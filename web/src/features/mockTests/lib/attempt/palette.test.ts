import { describe, expect, it } from 'vitest';
import { countStates, isAnswered, mergeAnswers, paletteStateOf } from './palette.ts';

describe('palette', () => {
  it('gives the five CAT states', () => {
    expect(paletteStateOf(undefined, false)).toBe('notVisited');
    expect(paletteStateOf(undefined, true)).toBe('notAnswered');
    expect(paletteStateOf({ selectedOption: null, answer: null, markedForReview: false }, false)).toBe('notAnswered');
    expect(paletteStateOf({ selectedOption: 'B', answer: null, markedForReview: false }, true)).toBe('answered');
    expect(paletteStateOf({ selectedOption: null, answer: '42', markedForReview: false }, true)).toBe('answered');
    expect(paletteStateOf({ selectedOption: null, answer: null, markedForReview: true }, true)).toBe('marked');
    expect(paletteStateOf({ selectedOption: 'C', answer: null, markedForReview: true }, true)).toBe('answeredMarked');
    expect(isAnswered({ selectedOption: null, answer: '', markedForReview: false })).toBe(false);
  });
  it('counts them', () => {
    expect(countStates(['answered', 'answered', 'marked', 'notVisited'])).toEqual({ notVisited: 1, notAnswered: 0, answered: 2, marked: 1, answeredMarked: 0 });
  });
  it('shows unsent changes over the saved answers', () => {
    const merged = mergeAnswers(
      { 1: { selectedOption: 'A', answer: null, markedForReview: false, timeSeconds: 9 }, 2: { selectedOption: null, answer: '4', markedForReview: true, timeSeconds: 1 } },
      new Map([
        [1, { selectedOption: null, timeSeconds: 3 }],
        [3, { markedForReview: true }],
      ]),
    );
    expect(merged.get(1)).toEqual({ selectedOption: null, answer: null, markedForReview: false });
    expect(merged.get(2)).toEqual({ selectedOption: null, answer: '4', markedForReview: true });
    expect(merged.get(3)).toEqual({ selectedOption: null, answer: null, markedForReview: true });
  });
});
