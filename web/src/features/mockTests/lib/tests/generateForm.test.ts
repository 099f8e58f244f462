import { describe, expect, it } from 'vitest';
import { defaultRows, newRow, rowsShortOfQuestions, toGenerateTest } from './generateForm.ts';

describe('defaultRows', () => {
  it('is CAT’s three sections when VARC, DILR and QA categories exist', () => {
    const rows = defaultRows([
      { id: 4, name: 'Quantitative Aptitude' },
      { id: 2, name: 'DILR' },
      { id: 9, name: 'Verbal Ability and Reading Comprehension' },
    ]);
    expect(rows.map((row) => [row.categoryId, row.count, row.minutes])).toEqual([
      [9, '24', '40'],
      [2, '22', '40'],
      [4, '22', '40'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });

  it('is one section in the first category otherwise, or none chosen without categories', () => {
    expect(defaultRows([{ id: 3, name: 'Verbal Ability' }, { id: 5, name: 'Quantitative Aptitude' }]).map((row) => [row.categoryId, row.count, row.minutes])).toEqual([[3, '10', '20']]);
    expect(defaultRows([]).map((row) => row.categoryId)).toEqual([null]);
  });
});

describe('toGenerateTest', () => {
  it('builds the body: seconds, numbers, no title when blank', () => {
    expect(toGenerateTest('  ', [newRow(3, 5, 15), newRow(4, 2, 1)])).toEqual({
      body: { sections: [{ categoryId: 3, count: 5, durationSeconds: 900 }, { categoryId: 4, count: 2, durationSeconds: 60 }] },
    });
    expect(toGenerateTest('Drill', [newRow(3)]).body?.title).toBe('Drill');
  });

  it('reports problems by row and field', () => {
    const rows = [newRow(null), { ...newRow(3), count: '0', minutes: 'x' }];
    expect(toGenerateTest('', rows).errors).toEqual({
      'sections.0.categoryId': 'Choose a category',
      'sections.1.minutes': 'Enter a whole number of minutes, at least 1',
      'sections.1.count': 'count must be at least 1',
    });
    expect(toGenerateTest('', []).errors).toEqual({ form: 'A test needs at least one section' });
  });
});

describe('rowsShortOfQuestions', () => {
  it('finds rows asking for more than their category has left, rows of one category sharing it', () => {
    const available = new Map([[3, 10], [4, 5]]);
    expect(rowsShortOfQuestions([newRow(3, 6), newRow(4, 5), newRow(3, 5)], available)).toEqual([2]);
    expect(rowsShortOfQuestions([newRow(4, 6), newRow(7, 100)], available)).toEqual([0]);
  });
});
