import { useParams } from 'react-router';
import { AttemptResultView } from '../../features/mockTests/components/result/AttemptResultView.tsx';
import { ResultProblem } from '../../features/mockTests/components/result/ResultProblem.tsx';
import { attemptIdOf } from '../../features/mockTests/lib/result/attemptId.ts';

/** /attempts/:id/result: the result of my completed attempt (score, sections, histogram, times). */
export default function AttemptResultPage() {
  const id = attemptIdOf(useParams().id);
  return (
    <>
      <title>Test result</title>
      {id === null ? (
        <main className="page page--narrow">
          <h1>Result</h1>
          <ResultProblem attemptId={null} />
        </main>
      ) : (
        <AttemptResultView key={id} attemptId={id} />
      )}
    </>
  );
}
