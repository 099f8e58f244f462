import { useParams } from 'react-router';
import { AnalysisView } from '../../features/mockTests/components/analysis/AnalysisView.tsx';
import { ResultProblem } from '../../features/mockTests/components/result/ResultProblem.tsx';
import { attemptIdOf } from '../../features/mockTests/lib/result/attemptId.ts';

/** /attempts/:id/analysis: my completed attempt beside the test's candidates. */
export default function AttemptAnalysisPage() {
  const id = attemptIdOf(useParams().id);
  return (
    <>
      <title>Test analysis</title>
      {id === null ? (
        <main className="page page--narrow">
          <h1>Analysis</h1>
          <ResultProblem attemptId={null} />
        </main>
      ) : (
        <AnalysisView key={id} attemptId={id} />
      )}
    </>
  );
}
