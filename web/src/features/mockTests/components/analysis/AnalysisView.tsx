import { useId } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { formatDuration } from '../../../../lib/format.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { LoadError } from '../../../../ui/QueryState.tsx';
import { useAttemptAnalysis } from '../../api/results.ts';
import { analysisRows, rowsOf, type AnalysisRow } from '../../lib/analysis/rows.ts';
import { TimeChart } from './TimeChart.tsx';
import '../../result.css';

const outcomeWords: Record<AnalysisRow['outcome'], string> = { correct: 'Correct', wrong: 'Wrong', skipped: 'Not answered' };
const seconds = (value: number | null) => (value === null ? '–' : formatDuration(value));

function QuestionList({ title, hint, rows, testId }: { title: string; hint: string; rows: readonly AnalysisRow[]; testId: string }) {
  const headingId = useId();
  return (
    <section className="card analysis-list" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      <p className="muted">{hint}</p>
      {rows.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              {row.sectionName} {row.label}: {row.crowdPercent ?? '–'}% of candidates right; you took {seconds(row.mySeconds)}, the median {seconds(row.crowdMedianSeconds)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The analysis of my completed attempt (/attempts/:id/analysis; issue "Mocks you can trust", item
 * 4): the easy questions I skipped and my time sinks first, then per section a bar chart of my
 * time against the candidates' median and a table (question, my outcome, share of candidates
 * right, my time, their median), which becomes labelled cards on a phone. A 409 (before the ranks
 * of a ranked or exclusive test) shows the server's words.
 */
export function AnalysisView({ attemptId }: { attemptId: number }) {
  const analysis = useAttemptAnalysis(attemptId);
  if (analysis.isPending) return <Loading label="Loading the analysis…" />;
  if (analysis.isError) {
    const status = analysis.error instanceof ApiRequestError ? analysis.error.status : 0;
    return (
      <main className="page page--narrow">
        <h1>Analysis</h1>
        <LoadError text={status === 409 || status === 404 ? analysis.error.message : 'The analysis could not be loaded.'} onRetry={status ? undefined : () => void analysis.refetch()}>
          <Link to={`/attempts/${attemptId}/result`}>Back to the result</Link>
        </LoadError>
      </main>
    );
  }
  const data = analysis.data;
  const rows = analysisRows(data);
  return (
    <main className="page mock-result analysis">
      <p className="mock-result__kicker muted">Analysis</p>
      <h1 className="mock-result__title">How you compare</h1>
      <p className="muted">Beside the {data.candidates} candidates of this test.</p>
      <div className="analysis-lists">
        <QuestionList title="Easy questions you skipped" hint="Left unanswered, though most candidates got them right." rows={rowsOf(rows, data.easySkipped)} testId="easy-skipped" />
        <QuestionList title="Time sinks" hint="Answered wrong after more than twice the candidates’ median time." rows={rowsOf(rows, data.timeSinks)} testId="time-sinks" />
      </div>
      {data.sections.map((section, sectionIndex) => {
        const sectionRows = rows.filter((row) => row.sectionIndex === sectionIndex);
        return (
          <section key={sectionIndex} className="mock-result__block" aria-label={`${section.name}: question by question`}>
            <h2>{section.name}</h2>
            <TimeChart rows={sectionRows} />
            <div className="card mock-result__table-card">
              <table className="mock-result__table" data-testid="analysis-table">
                <caption className="visually-hidden">{section.name}: your outcome and time beside the candidates’ per question</caption>
                <thead>
                  <tr>
                    <th scope="col">Question</th>
                    <th scope="col">You</th>
                    <th scope="col">Candidates right</th>
                    <th scope="col">Your time</th>
                    <th scope="col">Median time</th>
                  </tr>
                </thead>
                <tbody>
                  {sectionRows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.label}</th>
                      <td data-label="You">{outcomeWords[row.outcome]}</td>
                      <td data-label="Candidates right">{row.crowdPercent === null ? '–' : `${row.crowdPercent}%`}</td>
                      <td data-label="Your time">{seconds(row.mySeconds)}</td>
                      <td data-label="Median time">{seconds(row.crowdMedianSeconds)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      <p>
        <Link to={`/attempts/${attemptId}/result`}>Back to the result</Link>
      </p>
    </main>
  );
}
