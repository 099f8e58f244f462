import { describe, expect, it } from 'vitest';
import type { Response as UserResponse } from '@common/api/responses.ts';
import { categoriesOf, filterResponses, hasResponseFilters, noResponseFilters } from './responseFilters.ts';

/** A response with only the fields the filters read. */
function response(id: number, categoryId: number, section: string, correct: boolean, questionText: string): UserResponse {
  return { id, response: correct, question: { categoryId, section, questionText } } as unknown as UserResponse;
}

const responses = [
  response(1, 2, 'Quant', true, 'Find the value of x'),
  response(2, 1, 'Verbal', false, 'Choose the SYNONYM'),
  response(3, 2, 'Quant', false, 'A train leaves at noon'),
];

describe('filterResponses', () => {
  it('passes everything without filters', () => {
    expect(filterResponses(responses, noResponseFilters)).toHaveLength(3);
    expect(hasResponseFilters(noResponseFilters)).toBe(false);
  });
  it('narrows by category and by result together', () => {
    const filters = { categoryId: 2, result: 'incorrect' as const, search: '' };
    expect(filterResponses(responses, filters).map((item) => item.id)).toEqual([3]);
    expect(hasResponseFilters(filters)).toBe(true);
  });
  it('searches the question text ignoring case and surrounding spaces', () => {
    expect(filterResponses(responses, { ...noResponseFilters, search: '  synonym ' }).map((item) => item.id)).toEqual([2]);
  });
  it('does not count a blank search as a filter', () => {
    expect(hasResponseFilters({ ...noResponseFilters, search: '   ' })).toBe(false);
  });
});

describe('categoriesOf', () => {
  it('lists each category once, by name', () => {
    expect(categoriesOf(responses)).toEqual([
      { id: 2, name: 'Quant' },
      { id: 1, name: 'Verbal' },
    ]);
  });
});
