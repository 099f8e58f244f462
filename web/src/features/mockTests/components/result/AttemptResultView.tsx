import { useAttemptResult } from '../../api/results.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { QuestionTimes } from './QuestionTimes.tsx';
import { ResultProblem } from './ResultProblem.tsx';
import { ScoreDistribution } from './ScoreDistribution.tsx';
import { ScoreSummary } from './ScoreSummary.tsx';
import { SectionTable } from './SectionTable.tsx';
import '../../result.css';

/**
 * The result page of my completed attempt (contract 7.3): the test's title, the score, percentile
 * and counts, the section table, the histogram of first attempts' scores, and time per question;
 * 409 while the test is in progress, 404 for another's or a missing attempt.
 */
export function AttemptResultView({ attemptId }: { attemptId: number }) {
  const result = useAttemptResult(attemptId);
  if (result.isPending) return <Loading label="Loading your result…" />;
  if (result.isError) {
    return (
      <main className="page page--narrow">
        <h1>Result</h1>
        <ResultProblem attemptId={attemptId} error={result.error} loadError="Failed to load the result" onRetry={() => void result.refetch()} />
      </main>
    );
  }
  const data = result.data;
  return (
    <main className="page mock-result">
      <p className="mock-result__kicker muted">Result</p>
      <h1 className="mock-result__title">{data.title}</h1>
      <ScoreSummary result={data} attemptId={attemptId} />
      <SectionTable sections={data.sections} />
      <ScoreDistribution result={data} />
      <QuestionTimes result={data} attemptId={attemptId} />
    </main>
  );
}
