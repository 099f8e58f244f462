import { describe, expect, it } from 'vitest';
import type { ErrorLogEntry } from '@common/api/errorLog.ts';
import { filterMistakes } from './mistakeFilter.ts';

const entry = (responseId: number, reason: ErrorLogEntry['reason']) => ({ responseId, reason }) as ErrorLogEntry;
const entries = [entry(1, 'careless'), entry(2, null), entry(3, 'concept'), entry(4, 'careless')];

describe('filterMistakes', () => {
  it('keeps every entry without a filter', () => {
    expect(filterMistakes(entries, null)).toBe(entries);
  });
  it('keeps the entries of one reason', () => {
    expect(filterMistakes(entries, 'careless').map((item) => item.responseId)).toEqual([1, 4]);
  });
  it('keeps the untagged entries for "untagged"', () => {
    expect(filterMistakes(entries, 'untagged').map((item) => item.responseId)).toEqual([2]);
  });
});
