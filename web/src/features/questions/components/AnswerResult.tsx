import type { AddResponseResult } from '@common/api/responses.ts';
import { formatDuration } from '../../../lib/format.ts';

/** The outcome of an attempt: "Correct!" or "Incorrect — the answer is C", and the time taken. */
export function AnswerResult({ result, seconds }: { result: AddResponseResult; seconds: number }) {
  return (
    <div className={`answer-result answer-result--${result.correct ? 'correct' : 'wrong'}`} data-testid="result">
      <strong>{result.correct ? 'Correct!' : `Incorrect — the answer is ${result.correctAnswer}`}</strong>
      <span>Time taken: {formatDuration(seconds)}</span>
    </div>
  );
}
