import { describe, expect, it } from 'vitest';
import { accuracyPercent, formatAccuracy, formatMarks, statusOf } from './figures.ts';

describe('accuracy', () => {
  it('is correct over attempted, whole percent', () => {
    expect(accuracyPercent(2, 1)).toBe(67);
    expect(accuracyPercent(0, 3)).toBe(0);
    expect(accuracyPercent(5, 0)).toBe(100);
  });
  it('is absent when nothing was attempted', () => {
    expect(accuracyPercent(0, 0)).toBeNull();
    expect(formatAccuracy(0, 0)).toBe('–');
    expect(formatAccuracy(1, 3)).toBe('25%');
  });
});

describe('marks and status', () => {
  it('signs marks', () => {
    expect([formatMarks(3), formatMarks(-1), formatMarks(0)]).toEqual(['+3', '-1', '0']);
  });
  it('reads the status from correct', () => {
    expect([statusOf({ correct: true }), statusOf({ correct: false }), statusOf({ correct: null })]).toEqual(['correct', 'wrong', 'unanswered']);
  });
});
