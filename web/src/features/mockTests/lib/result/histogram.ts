/**
 * Bins of the result page's histogram: the scores of every first completed attempt of a test
 * (`distribution`, one entry per distinct score) grouped into at most `maxBins` bars of equal
 * width, with the bar holding my score marked.
 */

/** One score and how many first attempts scored it (AttemptResult `distribution`). */
export interface ScoreCount {
  score: number;
  attempts: number;
}

/** One bar: scores `from` to `to` (both included), how many first attempts scored in it, and whether my score is in it. */
export interface ScoreBin {
  from: number;
  to: number;
  /** "12" for a one-score bar, "10 to 14" otherwise. */
  label: string;
  attempts: number;
  mine: boolean;
}

/** The bars of a histogram and which one holds my score (-1 when none: no scores at all). */
export interface Histogram {
  bins: ScoreBin[];
  /** Index in `bins` of the bar holding `myScore`. */
  mineIndex: number;
  /** All first attempts counted. */
  total: number;
}

/** Bars of a histogram: few enough to read on a phone. */
export const defaultMaxBins = 12;

/**
 * Groups `distribution` into bars of equal whole-number width covering every score seen and
 * `myScore` (so my bar always exists), at most `maxBins` of them. Bar edges are multiples of the
 * width (0 is always an edge), so bars read "0 to 4", "5 to 9". Empty bars between scores are kept
 * (their count 0), so the x axis is a true scale.
 */
export function binScores(distribution: readonly ScoreCount[], myScore: number, maxBins = defaultMaxBins): Histogram {
  const total = distribution.reduce((sum, entry) => sum + entry.attempts, 0);
  const scores = distribution.map((entry) => entry.score);
  const low = Math.min(myScore, ...scores);
  const high = Math.max(myScore, ...scores);
  const bins = Math.max(1, Math.floor(maxBins));
  let width = Math.max(1, Math.ceil((high - low + 1) / bins));
  // Aligning the first edge down may need one more bar than `bins`: widen until it fits.
  while (Math.floor(high / width) - Math.floor(low / width) + 1 > bins) width += 1;
  const first = Math.floor(low / width) * width;
  const count = Math.floor(high / width) - Math.floor(low / width) + 1;
  const result: ScoreBin[] = Array.from({ length: count }, (_, index) => {
    const from = first + index * width;
    const to = from + width - 1;
    return { from, to, label: width === 1 ? String(from) : `${from} to ${to}`, attempts: 0, mine: myScore >= from && myScore <= to };
  });
  for (const entry of distribution) result[Math.floor((entry.score - first) / width)]!.attempts += entry.attempts;
  return { bins: result, mineIndex: result.findIndex((bin) => bin.mine), total };
}

/** A sentence describing the histogram for screen readers and as the chart's text alternative. */
export function describeHistogram(histogram: Histogram, myScore: number): string {
  const { bins, mineIndex, total } = histogram;
  if (total === 0) return `No first attempts have been scored yet. Your score is ${myScore}.`;
  const mine = bins[mineIndex];
  const others = mine ? mine.attempts : 0;
  const range = mine && mine.from !== mine.to ? ` (the bar for scores ${mine.label})` : '';
  const attempts = (n: number) => `${n} first attempt${n === 1 ? '' : 's'}`;
  return `Scores of ${attempts(total)}, from ${bins[0]!.from} to ${bins[bins.length - 1]!.to}. Your score ${myScore} is in a bar of ${attempts(others)}${range}.`;
}
