import { describe, expect, it } from 'vitest';
import { highlightRuns, queryWords, wordPattern } from './highlight.ts';

describe('queryWords', () => {
  it('keeps distinct words ignoring case, longest first', () => {
    expect(queryWords('  time Speed TIME and ')).toEqual(['Speed', 'time', 'and']);
  });
});

describe('wordPattern', () => {
  it('is undefined for an empty query and escapes special characters', () => {
    expect(wordPattern('   ')).toBeUndefined();
    expect(wordPattern('a+b')?.test('xa+by')).toBe(true);
    expect(wordPattern('a+b')?.test('aab')).toBe(false);
  });
});

describe('highlightRuns', () => {
  it('marks the matching words and gives back the whole text', () => {
    const runs = highlightRuns('Profit and loss: PROFIT margins', 'profit');
    expect(runs).toEqual([
      { text: 'Profit', match: true },
      { text: ' and loss: ', match: false },
      { text: 'PROFIT', match: true },
      { text: ' margins', match: false },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('Profit and loss: PROFIT margins');
  });
  it('returns the text as one plain run for an empty query', () => {
    expect(highlightRuns('anything', '')).toEqual([{ text: 'anything', match: false }]);
  });
});
