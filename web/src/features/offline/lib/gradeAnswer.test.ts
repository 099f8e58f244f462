import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { gradeAnswer } from './gradeAnswer.ts';

const mcq = { questionType: 'MCQ' as const, correctAnswer: 'C', answerTolerance: null };
const tita = (correctAnswer: string, answerTolerance: number | null) => ({ questionType: 'TITA' as const, correctAnswer, answerTolerance });

describe('gradeAnswer (offline practice packs, contract 8.5)', () => {
  it('an MCQ answer is right only with the key letter', () => {
    expect(gradeAnswer(mcq, { questionId: 1, selectedOption: 'C' })).toEqual({ correct: true, correctAnswer: 'C' });
    expect(gradeAnswer(mcq, { questionId: 1, selectedOption: 'B' })).toEqual({ correct: false, correctAnswer: 'C' });
  });

  it('a TITA answer is right within the tolerance, edges included, in exact decimals', () => {
    expect(gradeAnswer(tita('2.5', 0.01), { questionId: 1, answer: '2.49' }).correct).toBe(true);
    expect(gradeAnswer(tita('2.5', 0.01), { questionId: 1, answer: '2.51' }).correct).toBe(true);
    expect(gradeAnswer(tita('2.5', 0.01), { questionId: 1, answer: '2.511' }).correct).toBe(false);
    expect(gradeAnswer(tita('0.3', 0), { questionId: 1, answer: '0.30' }).correct).toBe(true);
    expect(gradeAnswer(tita('12', null), { questionId: 1, answer: '+12' }).correct).toBe(true);
    expect(gradeAnswer(tita('12', null), { questionId: 1, answer: ' 12 ' }).correct).toBe(true);
    expect(gradeAnswer(tita('-4', 0.5), { questionId: 1, answer: '-3.5' }).correct).toBe(true);
    expect(gradeAnswer(tita('-4', 0.5), { questionId: 1, answer: '-3.4' }).correct).toBe(false);
  });

  it('refuses what the server would refuse, in its words', () => {
    expect(() => gradeAnswer(tita('12', 0), { questionId: 1, answer: 'twelve' })).toThrow(new ApiRequestError(400, 'Answer must be a number', null));
    expect(() => gradeAnswer(tita('12', 0), { questionId: 1 })).toThrow('Answer must be a number');
    expect(() => gradeAnswer(mcq, { questionId: 1 })).toThrow('selectedOption must be one of A, B, C, D');
  });
});
