import { describe, expect, it } from 'vitest';
import type { PackedQuestion } from '@common/api/packs.ts';
import { packImages } from './packImages.ts';
import { nextQuestionId, remainingCount } from './packProgress.ts';
import { waitingText } from './waitingText.ts';

const pack = (answered: number[]) => ({ questions: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], answered });

describe('pack progress', () => {
  it('counts the questions not answered yet', () => {
    expect(remainingCount(pack([]))).toBe(4);
    expect(remainingCount(pack([2, 4]))).toBe(2);
  });

  it('goes to the next unanswered question, wrapping round, null when all are answered', () => {
    expect(nextQuestionId(pack([]), null)).toBe(1);
    expect(nextQuestionId(pack([1]), 1)).toBe(2);
    expect(nextQuestionId(pack([1, 3]), 2)).toBe(4);
    expect(nextQuestionId(pack([3, 4]), 4)).toBe(1);
    expect(nextQuestionId(pack([1, 2, 3]), 4)).toBe(null);
    expect(nextQuestionId(pack([1, 2, 3, 4]), null)).toBe(null);
  });
});

describe('pack images', () => {
  it('finds each /api/images/<id> of texts, options, solutions and passages once', () => {
    const question = (id: number, text: string, extra: Partial<PackedQuestion> = {}) =>
      ({ id, questionText: text, optionA: '', optionB: '', optionC: '', optionD: '', explanation: null, set: null, ...extra }) as PackedQuestion;
    const images = packImages([
      question(1, 'See ![graph](/api/images/12) and ![again](/api/images/12)', { optionB: '![b](/api/images/13)' }),
      question(2, 'Not an image: /api/images/14x or /api/images/15/../1', { explanation: '![s](/api/images/16)', set: { id: 1, title: 't', body: '![p](/api/images/17)' } as never }),
    ]);
    expect(images).toEqual(['/api/images/12', '/api/images/13', '/api/images/16', '/api/images/17']);
  });
});

describe('waiting text', () => {
  it('says how many answers wait, or nothing', () => {
    expect(waitingText(0)).toBe(null);
    expect(waitingText(1)).toBe('1 answer waiting to be sent');
    expect(waitingText(3)).toBe('3 answers waiting to be sent');
  });
});
