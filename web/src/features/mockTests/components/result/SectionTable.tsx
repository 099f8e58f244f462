import { useId } from 'react';
import type { AttemptResult } from '@common/api/mockTests.ts';
import { formatDuration } from '../../../../lib/format.ts';
import { formatAccuracy } from '../../lib/result/figures.ts';

/**
 * One row per section: score out of its maximum, correct, wrong, unanswered, accuracy, and the
 * time used of the section's clock (m:ss, extra time included), and the section's percentile
 * when published (contract 8.2). On a phone each row becomes a
 * small card of labelled figures.
 */
export function SectionTable({ sections }: { sections: AttemptResult['sections'] }) {
  const headingId = useId();
  const percentiles = sections.some((section) => section.percentile !== null);
  return (
    <section className="mock-result__block" aria-labelledby={headingId}>
      <h2 id={headingId}>Sections</h2>
      <div className="card mock-result__table-card">
        <table className="mock-result__table" data-testid="section-table">
          <caption className="visually-hidden">Score, answers, accuracy and time per section</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Score</th>
              <th scope="col">Correct</th>
              <th scope="col">Wrong</th>
              <th scope="col">Unanswered</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Time used</th>
              {percentiles && <th scope="col">Percentile</th>}
            </tr>
          </thead>
          <tbody>
            {sections.map((section, index) => (
              <tr key={index}>
                <th scope="row">{section.name}</th>
                <td data-label="Score">
                  <span>
                    {section.score} / {section.maxScore}
                  </span>
                </td>
                <td data-label="Correct">{section.correct}</td>
                <td data-label="Wrong">{section.wrong}</td>
                <td data-label="Unanswered">{section.unanswered}</td>
                <td data-label="Accuracy">{formatAccuracy(section.correct, section.wrong)}</td>
                <td data-label="Time used">
                  <span>
                    {formatDuration(section.timeSeconds)} <span className="muted">of {formatDuration(section.allowedSeconds)}</span>
                  </span>
                </td>
                {percentiles && (
                  <td data-label="Percentile" data-testid="section-percentile">
                    {section.percentile ?? '–'}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
