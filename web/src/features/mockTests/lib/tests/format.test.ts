import { describe, expect, it } from 'vitest';
import { defaultMarking } from '@common/api/mockTests.ts';
import { attemptStatus, formatMinutes, markingLines, maxScore, totalSeconds } from './format.ts';

describe('format', () => {
  it('says durations in hours, minutes and seconds', () => {
    expect(formatMinutes(2400)).toBe('40 min');
    expect(formatMinutes(7200)).toBe('2 h');
    expect(formatMinutes(5430)).toBe('1 h 30 min 30 s');
    expect(formatMinutes(0)).toBe('0 min');
    expect(totalSeconds([{ durationSeconds: 2400 }, { durationSeconds: 1200 }])).toBe(3600);
  });

  it('says the marking in words', () => {
    expect(markingLines(defaultMarking)).toEqual([
      '+3 marks for a right answer',
      '−1 mark for a wrong multiple-choice (MCQ) answer',
      '0 marks for a wrong type-in-the-answer (TITA) answer',
      '0 marks for a question left unanswered',
    ]);
  });

  it('reads my attempt’s state and the top score', () => {
    expect(attemptStatus({ myAttempt: null })).toEqual({ kind: 'not-started' });
    expect(attemptStatus({ myAttempt: { id: 4, state: 'in_progress', score: null } })).toEqual({ kind: 'in-progress', attemptId: 4 });
    expect(attemptStatus({ myAttempt: { id: 4, state: 'completed', score: -2 } })).toEqual({ kind: 'completed', attemptId: 4, score: -2 });
    expect(maxScore({ sections: [{ name: 'A', durationSeconds: 60, questionCount: 4 }, { name: 'B', durationSeconds: 60, questionCount: 2 }], marking: defaultMarking })).toBe(18);
  });
});
