import { describe, expect, it } from 'vitest';
import { accuracyPercent, endSession, recordAnswer, sessionSeconds, startSession } from './session.ts';

describe('practice session score', () => {
  it('counts answers and right ones, with whole-percent accuracy', () => {
    let score = startSession(1_000);
    expect(accuracyPercent(score)).toBeNull();
    score = recordAnswer(score, true);
    score = recordAnswer(score, false);
    score = recordAnswer(score, true);
    expect([score.answered, score.right, accuracyPercent(score)]).toEqual([3, 2, 67]);
  });
  it('times the session from start to end, and keeps the first end', () => {
    const ended = endSession(startSession(1_000), 126_400);
    expect(sessionSeconds(ended, 999_999)).toBe(125);
    expect(endSession(ended, 500_000).endedAt).toBe(126_400);
    expect(sessionSeconds(startSession(1_000), 11_000)).toBe(10);
  });
});
