import { useParams } from 'react-router';
import type { AnswerOption } from '@common/limits.ts';
import { AttemptReviewView } from '../../features/mockTests/components/result/AttemptReviewView.tsx';
import { ResultProblem } from '../../features/mockTests/components/result/ResultProblem.tsx';
import type { ReviewParts } from '../../features/mockTests/components/result/reviewParts.ts';
import { attemptIdOf } from '../../features/mockTests/lib/result/attemptId.ts';
import { AnswerOptions } from '../../features/questions/components/AnswerOptions.tsx';
import { SetLayout } from '../../features/questions/components/SetLayout.tsx';
import { SetPassage } from '../../features/questions/components/SetPassage.tsx';
import { Solution } from '../../features/questions/components/Solution.tsx';
import { TitaBadge } from '../../features/questions/components/TitaBadge.tsx';
import '../../features/questions/questions.css';

/** The questions feature's pieces, as review mode shows them. */
const parts: ReviewParts = {
  passage: (set) => <SetPassage key={set.id} set={set} />,
  beside: (passage, question) => <SetLayout passage={passage}>{question}</SetLayout>,
  options: (question) => (
    <AnswerOptions question={question} chosen={question.selectedOption} correctAnswer={question.correctAnswer as AnswerOption} locked onSelect={() => undefined} />
  ),
  solution: (text) => <Solution text={text} />,
  titaBadge: <TitaBadge as="li" />,
};

/** /attempts/:id/review (`?q=<number>&show=<filter>`): every question of my completed attempt with my answer, the correct one and the solution. */
export default function AttemptReviewPage() {
  const id = attemptIdOf(useParams().id);
  return (
    <>
      <title>Review answers</title>
      {id === null ? (
        <main className="page page--narrow">
          <h1>Review answers</h1>
          <ResultProblem attemptId={null} />
        </main>
      ) : (
        <AttemptReviewView key={id} attemptId={id} parts={parts} />
      )}
    </>
  );
}
