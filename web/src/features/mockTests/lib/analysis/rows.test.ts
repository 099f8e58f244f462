import { describe, expect, it } from 'vitest';
import { analysisRows, rowsOf } from './rows.ts';

const analysis = {
  attemptId: 1,
  testId: 2,
  candidates: 30,
  sections: [
    { name: 'VARC', score: 3, percentile: 50 },
    { name: 'QA', score: 0, percentile: null },
  ],
  questions: [
    { id: 10, sectionIndex: 0, correct: true, timeSeconds: 40, crowdCorrectShare: 0.8, crowdMedianSeconds: 55 },
    { id: 11, sectionIndex: 0, correct: null, timeSeconds: 5, crowdCorrectShare: 0.75, crowdMedianSeconds: 30 },
    { id: 12, sectionIndex: 1, correct: false, timeSeconds: 200, crowdCorrectShare: null, crowdMedianSeconds: null },
  ],
  easySkipped: [11],
  timeSinks: [12],
};

describe('analysisRows', () => {
  it('numbers questions within their section and reads outcomes and shares', () => {
    const rows = analysisRows(analysis);
    expect(rows.map((row) => `${row.sectionName} ${row.label} ${row.outcome} ${row.crowdPercent}`)).toEqual(['VARC Q1 correct 80', 'VARC Q2 skipped 75', 'QA Q1 wrong null']);
    expect(rowsOf(rows, analysis.timeSinks).map((row) => row.id)).toEqual([12]);
  });
});
