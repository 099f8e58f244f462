import { describe, expect, it } from 'vitest';
import { countByStatus, neighbours, parseFilter, parseQuestionIndex, visibleIndexes } from './reviewNav.ts';

describe('review navigation', () => {
  const questions = [{ correct: true }, { correct: false }, { correct: null }, { correct: false }, { correct: true }];
  it('parses q as a 1-based number, falling back to the first question', () => {
    expect(parseQuestionIndex('3', 5)).toBe(2);
    expect(parseQuestionIndex('0', 5)).toBe(0);
    expect(parseQuestionIndex('6', 5)).toBe(0);
    expect(parseQuestionIndex('2x', 5)).toBe(0);
    expect(parseQuestionIndex(null, 5)).toBe(0);
  });
  it('parses the filter', () => {
    expect(parseFilter('wrong')).toBe('wrong');
    expect(parseFilter('nonsense')).toBe('all');
    expect(parseFilter(null)).toBe('all');
  });
  it('keeps the questions of a filter and walks between them', () => {
    expect(visibleIndexes(questions, 'all')).toEqual([0, 1, 2, 3, 4]);
    expect(visibleIndexes(questions, 'wrong')).toEqual([1, 3]);
    expect(neighbours([1, 3], 1)).toEqual({ previous: null, next: 3 });
    expect(neighbours([1, 3], 3)).toEqual({ previous: 1, next: null });
    expect(neighbours([1, 3], 2)).toEqual({ previous: 1, next: 3 });
  });
  it('counts by status', () => {
    expect(countByStatus(questions)).toEqual({ all: 5, correct: 2, wrong: 2, unanswered: 1 });
  });
});
