import { describe, expect, it } from 'vitest';
import { binScores, describeHistogram } from './histogram.ts';

describe('binScores', () => {
  it('keeps one bar per score when the range is small, with empty bars between', () => {
    const histogram = binScores([{ score: -1, attempts: 2 }, { score: 2, attempts: 1 }, { score: 3, attempts: 4 }], 2);
    expect(histogram.bins.map((bin) => [bin.label, bin.attempts, bin.mine])).toEqual([
      ['-1', 2, false],
      ['0', 0, false],
      ['1', 0, false],
      ['2', 1, true],
      ['3', 4, false],
    ]);
    expect(histogram.mineIndex).toBe(3);
    expect(histogram.total).toBe(7);
  });

  it('groups a wide range into at most 12 bars with edges at multiples of the width', () => {
    const distribution = [{ score: -7, attempts: 1 }, { score: 0, attempts: 3 }, { score: 45, attempts: 2 }, { score: 198, attempts: 1 }];
    const histogram = binScores(distribution, 47);
    expect(histogram.bins.length).toBeLessThanOrEqual(12);
    const width = histogram.bins[0]!.to - histogram.bins[0]!.from + 1;
    expect(histogram.bins.every((bin) => bin.from % width === 0 && bin.to - bin.from + 1 === width)).toBe(true);
    expect(histogram.bins.reduce((sum, bin) => sum + bin.attempts, 0)).toBe(7);
    const mine = histogram.bins[histogram.mineIndex]!;
    expect(mine.from <= 47 && 47 <= mine.to).toBe(true);
    expect(mine.attempts).toBe(2);
    expect(histogram.bins[0]!.from).toBeLessThanOrEqual(-7);
    expect(histogram.bins.at(-1)!.to).toBeGreaterThanOrEqual(198);
    expect(mine.label).toBe(`${mine.from} to ${mine.to}`);
  });

  it('always has a bar for my score, even with no scores yet', () => {
    const histogram = binScores([], 5);
    expect(histogram.bins).toEqual([{ from: 5, to: 5, label: '5', attempts: 0, mine: true }]);
    expect(histogram.total).toBe(0);
  });

  it('respects a smaller bar count', () => {
    const histogram = binScores([{ score: 0, attempts: 1 }, { score: 10, attempts: 1 }], 10, 3);
    expect(histogram.bins.map((bin) => bin.label)).toEqual(['0 to 3', '4 to 7', '8 to 11']);
    expect(histogram.bins.map((bin) => bin.attempts)).toEqual([1, 0, 1]);
  });
});

describe('describeHistogram', () => {
  it('says how many attempts there are and where my score sits', () => {
    const histogram = binScores([{ score: 3, attempts: 2 }, { score: 6, attempts: 1 }], 6);
    expect(describeHistogram(histogram, 6)).toBe('Scores of 3 first attempts, from 3 to 6. Your score 6 is in a bar of 1 first attempt.');
  });
  it('names the bar range when a bar holds several scores', () => {
    const histogram = binScores([{ score: 0, attempts: 1 }, { score: 10, attempts: 1 }], 10, 3);
    expect(describeHistogram(histogram, 10)).toMatch(/the bar for scores 8 to 11/);
  });
});
