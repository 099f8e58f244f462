import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@common/api/imports.ts';
import { createsLabels, excerpt, newNames, newNamesText, previewSetRuns } from './previewRows.ts';

const row = (rowNumber: number, setTitle = '', extra: Partial<ImportRow> = {}): ImportRow => ({
  rowNumber,
  category: 'Verbal Ability',
  topic: 'Reading Comprehension',
  source: 'Mock 1',
  questionText: `Question ${rowNumber}`,
  optionA: 'a',
  optionB: 'b',
  optionC: 'c',
  optionD: 'd',
  correctAnswer: 'A',
  questionType: 'MCQ',
  setTitle,
  setText: '',
  answerTolerance: '',
  explanation: '',
  errors: [],
  ...extra,
});

describe('import preview helpers', () => {
  it('cuts long text to an excerpt ending in an ellipsis', () => {
    expect(excerpt('short', 10)).toBe('short');
    expect(excerpt('a  b\n\nc', 10)).toBe('a b c');
    expect(excerpt('abcdefghijkl', 5)).toBe('abcd…');
    expect(excerpt('abcdefghijkl', 5)).toHaveLength(5);
  });
  it('groups consecutive rows of one set; standalone rows stand alone', () => {
    const runs = previewSetRuns([
      row(2),
      row(3, 'Passage 1', { setText: 'The text' }),
      row(4, 'passage 1 '),
      row(5),
      row(6),
      row(7, 'Passage 1', { topic: 'Other topic' }),
      row(8, 'Passage 2'),
    ]);
    expect(runs.map((run) => [run.setTitle, run.rows.map((r) => r.rowNumber)])).toEqual([
      [null, [2]],
      ['Passage 1', [3, 4]],
      [null, [5]],
      [null, [6]],
      ['Passage 1', [7]],
      ['Passage 2', [8]],
    ]);
    expect(runs[1]!.setText).toBe('The text');
  });
});

describe('newNames, newNamesText and createsLabels (contract 8.6)', () => {
  const preview = (rowNumber: number, names: Partial<ImportRow>, creates: ('category' | 'topic' | 'source')[]) => ({ ...row(rowNumber, '', names), creates });
  const rows = [
    preview(2, {}, []),
    preview(3, { category: 'Astrology', topic: 'Stars' }, ['category', 'topic']),
    preview(4, { category: 'astrology ', topic: 'Stars' }, ['category', 'topic']),
    preview(5, { source: 'Astro Weekly' }, ['source']),
    preview(6, { category: 'Astrology', topic: 'Planets' }, ['category', 'topic']),
  ];

  it('lists each new name once, ignoring case, in file order', () => {
    expect(newNames(rows)).toEqual({ categories: ['Astrology'], topics: ['Astrology / Stars', 'Astrology / Planets'], sources: ['Astro Weekly'] });
  });

  it('summarises them in one line, or null when nothing is new', () => {
    expect(newNamesText(newNames(rows))).toBe('1 new category (Astrology), 2 new topics (Astrology / Stars, Astrology / Planets) and 1 new source (Astro Weekly)');
    expect(newNamesText(newNames([rows[0]!]))).toBeNull();
    expect(newNamesText({ categories: [], topics: [], sources: ['a', 'b', 'c', 'd'] })).toBe('4 new sources (a, b, c, …)');
  });

  it('labels a row by what it creates', () => {
    expect(createsLabels(rows[1]!)).toEqual(['New category: Astrology', 'New topic: Stars']);
    expect(createsLabels(rows[0]!)).toEqual([]);
  });
});

describe('excerpt (import preview)', () => {
  it('reads as plain text: no Markdown marks, a table as [table]', () => {
    expect(excerpt('**Bold** passage:\n\n| a | b |\n|---|---|\n| 1 | 2 |', 100)).toBe('Bold passage: [table]');
  });
});
