import { describe, expect, it } from 'vitest';
import { progressPoints } from './progressSeries.ts';

describe('progressPoints', () => {
  it('labels weeks by their Monday and gives whole percents and seconds', () => {
    expect(
      progressPoints([
        { weekStart: '2026-11-16', attempts: 0, correct: 0, accuracy: null, medianTime: null },
        { weekStart: '2026-11-23', attempts: 3, correct: 2, accuracy: 0.67, medianTime: 64.5 },
      ]),
    ).toEqual([
      { week: '16 Nov', attempts: 0, accuracy: null, medianTime: null },
      { week: '23 Nov', attempts: 3, accuracy: 67, medianTime: 65 },
    ]);
  });
});
