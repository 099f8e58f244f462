import { useEffect, useRef } from 'react';
import type { Question } from '@common/api/questions.ts';
import type { AddResponseResult } from '@common/api/responses.ts';
import { formatDuration } from '../../../lib/format.ts';

interface AnswerResultProps {
  question: Pick<Question, 'questionType' | 'answerTolerance'>;
  result: Pick<AddResponseResult, 'correct' | 'correctAnswer'>;
  /** Seconds spent; null for an untimed attempt. */
  seconds: number | null;
  /** TITA: the text the user typed. */
  typed?: string | null;
}

/**
 * The outcome of an attempt: a heading "Correct!" or "Incorrect — the answer is C" that takes
 * focus when it appears (so keyboard and screen-reader users land on it), and the time taken (or
 * "Untimed"). For a TITA question also the typed answer and, when the tolerance is above 0, which
 * answers count.
 */
export function AnswerResult({ question, result, seconds, typed }: AnswerResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const tita = question.questionType === 'TITA';
  const tolerance = question.answerTolerance ?? 0;
  return (
    <div className={`answer-result answer-result--${result.correct ? 'correct' : 'wrong'}`} data-testid="result">
      <h2 ref={heading} tabIndex={-1} className="answer-result__heading">
        {result.correct ? 'Correct!' : `Incorrect — the answer is ${result.correctAnswer}`}
      </h2>
      <span>{seconds === null ? 'Untimed attempt' : `Time taken: ${formatDuration(seconds)}`}</span>
      {tita && (
        <span className="answer-result__details">
          {typed != null && (
            <span data-testid="typed-answer">
              Your answer: <strong>{typed}</strong>
              {result.correct && <> (correct answer {result.correctAnswer})</>}
            </span>
          )}
          {tolerance > 0 && <span data-testid="tolerance">Answers within ±{tolerance} are accepted.</span>}
        </span>
      )}
    </div>
  );
}
