import { describe, expect, it } from 'vitest';
import { markedRuns, plainText } from './highlight.ts';

describe('markedRuns', () => {
  it('splits a ts_headline text on its marks and gives back the text', () => {
    const runs = markedRuns('Find the \u0002average\u0003 speed, \u0002averages\u0003 too');
    expect(runs).toEqual([
      { text: 'Find the ', match: false },
      { text: 'average', match: true },
      { text: ' speed, ', match: false },
      { text: 'averages', match: true },
      { text: ' too', match: false },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('Find the average speed, averages too');
  });
  it('keeps markup-like text as text and drops stray marks', () => {
    expect(markedRuns('<b>x</b>\u0003 \u0002y')).toEqual([
      { text: '<b>x</b>', match: false },
      { text: ' ', match: false },
      { text: 'y', match: true },
    ]);
    expect(plainText('a\u0002b\u0003c')).toBe('abc');
    expect(markedRuns('')).toEqual([]);
  });
});
