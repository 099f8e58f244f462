import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDuration } from './format.ts';
import { excerpt } from './excerpt.ts';

describe('formatDuration', () => {
  it('writes whole seconds as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
  });
  it('rounds to whole seconds and never goes below zero', () => {
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('formatClock', () => {
  it('pads minutes to two digits', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3599)).toBe('59:59');
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, tidied', () => {
    expect(excerpt('  one  \n\n\n\ntwo  ', 50)).toBe('one\n\ntwo');
  });
  it('cuts a long text at a word boundary with an ellipsis', () => {
    expect(excerpt('alpha beta gamma delta epsilon', 18)).toBe('alpha beta gamma…');
  });
  it('reads as plain text: no Markdown marks, a table as [table]', () => {
    expect(excerpt('**Bold** and *em* [link](https://example.org)\n\n| a | b |\n|---|---|\n| 1 | 2 |', 100)).toBe('Bold and em link\n\n[table]');
    expect(excerpt('**bold** | a | b |', 100)).toBe('[table]');
  });
  it('cuts inside a word when no boundary is near the end', () => {
    expect(excerpt('a supercalifragilistic', 10)).toBe('a supercal…');
  });
});

describe('formatDate', () => {
  it('formats a valid ISO timestamp', () => {
    expect(formatDate('2024-03-05T10:00:00', 'd MMM yyyy')).toBe('5 Mar 2024');
  });
  it('gives an empty string for an invalid one', () => {
    expect(formatDate('not a date', 'd MMM yyyy')).toBe('');
  });
});
