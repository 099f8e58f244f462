import { useState } from 'react';
import type { Question } from '@common/api/questions.ts';
import type { SubmitAnswer } from '../api/addResponse.ts';
import { QuestionAttempt } from './QuestionAttempt.tsx';
import { SetLayout } from './SetLayout.tsx';
import { SetPassage } from './SetPassage.tsx';
import '../questions.css';

interface LocalQuestionProps {
  /** The question as kept on the device (with its written solution, shown once answered). */
  question: Question;
  untimed: boolean;
  /** Judges and keeps the answer on the device (a practice pack, contract 8.5). */
  submitAnswer: SubmitAnswer;
  onAnswered?: (answered: { correct: boolean; seconds: number | null }) => void;
}

/**
 * A question practised without the network: the ordinary attempt (timer, options or TITA box,
 * result, written solution) judged by `submitAnswer`, nothing fetched, with its set's passage
 * beside it when it belongs to one. Render it with a key of the question id.
 */
export function LocalQuestion({ question, untimed, submitAnswer, onAnswered }: LocalQuestionProps) {
  const [revealed, setRevealed] = useState(false);
  const attempt = (
    <QuestionAttempt question={question} untimed={untimed} onReveal={() => setRevealed(true)} onAnswered={onAnswered} submitAnswer={submitAnswer} offline />
  );
  if (!question.set) return attempt;
  return <SetLayout passage={<SetPassage set={question.set} waiting={!untimed && !revealed} />}>{attempt}</SetLayout>;
}
