import { lazy, Suspense, useId } from 'react';
import type { AttemptResult } from '@common/api/mockTests.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { binScores, describeHistogram } from '../../lib/result/histogram.ts';

/** recharts is large: the chart loads after the figures and tables are on screen. */
const HistogramPlot = lazy(() => import('./HistogramPlot.tsx'));

/**
 * A histogram of the scores of every first completed attempt of the test, my bar marked: a figure
 * whose caption says in words where my score sits, with the bars also as a (visually hidden) table
 * for screen readers; the chart itself is hidden from them.
 */
export function ScoreDistribution({ result }: { result: AttemptResult }) {
  const headingId = useId();
  // Held back until a scheduled mock's results are published (contract 8.2).
  if (!result.distribution) return null;
  const histogram = binScores(result.distribution, result.score);
  const summary = describeHistogram(histogram, result.score);
  return (
    <section className="mock-result__block" aria-labelledby={headingId}>
      <h2 id={headingId}>How everyone scored</h2>
      <figure className="mock-result__histogram card" data-testid="score-histogram">
        <div className="mock-result__plot" aria-hidden="true">
          <Suspense fallback={<Loading label="Loading chart…" />}>
            <HistogramPlot bins={histogram.bins} mineIndex={histogram.mineIndex} />
          </Suspense>
        </div>
        <figcaption className="mock-result__caption">
          <span className="mock-result__legend" aria-hidden="true">
            <span className="mock-result__swatch" /> Your score
          </span>{' '}
          <span data-testid="histogram-summary">{summary}</span>
        </figcaption>
        {/* A table cannot shrink to the 1 px of .visually-hidden: its wrapper does. */}
        <div className="visually-hidden">
          <table>
            <caption>First attempts per score</caption>
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">First attempts</th>
              </tr>
            </thead>
            <tbody>
              {histogram.bins.map((bin) => (
                <tr key={bin.from}>
                  <th scope="row">
                    {bin.label}
                    {bin.mine ? ' (your score)' : ''}
                  </th>
                  <td>{bin.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </section>
  );
}
