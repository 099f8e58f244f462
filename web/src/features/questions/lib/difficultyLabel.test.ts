import { describe, expect, it } from 'vitest';
import { difficultyLabel } from './difficultyLabel.ts';

describe('difficultyLabel', () => {
  it('gives the level, the share right and the median time', () => {
    expect(difficultyLabel({ level: 'hard', firstAttempts: 40, correctShare: 0.31, medianTimeCorrect: 125 })).toBe('Hard · 31 % right · 2:05 median');
  });
  it('leaves out a missing median time', () => {
    expect(difficultyLabel({ level: 'easy', firstAttempts: 12, correctShare: 1, medianTimeCorrect: null })).toBe('Easy · 100 % right');
  });
  it('is null while the question is not calibrated', () => {
    expect(difficultyLabel({ level: null, firstAttempts: 3, correctShare: 0.67, medianTimeCorrect: 40 })).toBeNull();
    expect(difficultyLabel(undefined)).toBeNull();
  });
});
