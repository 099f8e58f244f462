import { useState, type ReactNode } from 'react';
import type { Question } from '@common/api/questions.ts';
import { useQuestion } from '../api/questions.ts';
import { QuestionAttempt } from './QuestionAttempt.tsx';
import { SetLayout } from './SetLayout.tsx';
import { SetPassage } from './SetPassage.tsx';
import '../questions.css';

interface ServedQuestionProps {
  /** The question as it was served (e.g. by practice/next); refetched after the answer for its solution. */
  question: Question;
  /** Untimed practice (the user's preference). */
  untimed: boolean;
  /** Called once the answer is taken (see QuestionAttempt). */
  onAnswered?: (answered: { correct: boolean; seconds: number | null }) => void;
  /** Under the result once answered. */
  afterAnswer?: ReactNode;
}

/**
 * A question another page serves one at a time (adaptive practice, docs/contract.md section 8.3):
 * the ordinary attempt (answers go through POST /api/addResponse like the question page's), with
 * its set's passage beside it when it belongs to one. Render it with a key of the question id.
 */
export function ServedQuestion({ question: served, untimed, onAnswered, afterAnswer }: ServedQuestionProps) {
  const query = useQuestion(served.id, served);
  const question = query.data ?? served;
  const [revealed, setRevealed] = useState(false);
  const attempt = (
    <QuestionAttempt question={question} untimed={untimed} onReveal={() => setRevealed(true)} onAnswered={onAnswered} afterAnswer={afterAnswer} />
  );
  if (!question.set) return attempt;
  return <SetLayout passage={<SetPassage set={question.set} waiting={!untimed && !revealed} />}>{attempt}</SetLayout>;
}
