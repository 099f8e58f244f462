import { describe, expect, it } from 'vitest';
import { givenAnswer } from './givenAnswer.ts';

describe('givenAnswer', () => {
  it('is the option letter for MCQ', () => {
    expect(givenAnswer({ selectedOption: 'C', answer: null, question: { questionType: 'MCQ' } })).toEqual({ typed: false, text: 'C' });
  });
  it('is the typed text for TITA, exactly as typed', () => {
    expect(givenAnswer({ selectedOption: null, answer: '-3.50', question: { questionType: 'TITA' } })).toEqual({ typed: true, text: '-3.50' });
  });
  it('is empty, never "null", when a value is missing', () => {
    expect(givenAnswer({ selectedOption: null, answer: null, question: { questionType: 'TITA' } })).toEqual({ typed: true, text: '' });
    expect(givenAnswer({ selectedOption: null, answer: null, question: { questionType: 'MCQ' } })).toEqual({ typed: false, text: '' });
  });
});
