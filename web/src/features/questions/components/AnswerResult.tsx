import type { Question } from '@common/api/questions.ts';
import type { AddResponseResult } from '@common/api/responses.ts';
import { formatDuration } from '../../../lib/format.ts';

interface AnswerResultProps {
  question: Pick<Question, 'questionType' | 'answerTolerance'>;
  result: AddResponseResult;
  seconds: number;
  /** TITA: the text the user typed. */
  typed?: string | null;
}

/**
 * The outcome of an attempt: "Correct!" or "Incorrect — the answer is C", and the time taken. For
 * a TITA question also the typed answer and, when the tolerance is above 0, which answers count.
 */
export function AnswerResult({ question, result, seconds, typed }: AnswerResultProps) {
  const tita = question.questionType === 'TITA';
  const tolerance = question.answerTolerance ?? 0;
  return (
    <div className={`answer-result answer-result--${result.correct ? 'correct' : 'wrong'}`} data-testid="result">
      <strong>{result.correct ? 'Correct!' : `Incorrect — the answer is ${result.correctAnswer}`}</strong>
      <span>Time taken: {formatDuration(seconds)}</span>
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
