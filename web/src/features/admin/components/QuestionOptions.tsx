import type { Question } from '@common/api/questions.ts';
import { limits } from '@common/limits.ts';

/**
 * Options A to D of a question in full, the correct one marked in green and in words; for a TITA
 * question (no options) its correct number and tolerance instead.
 */
export function QuestionOptions({ question }: { question: Question }) {
  if (question.questionType === 'TITA') {
    return (
      <p className="review-tita" data-testid="tita-answer">
        <span className="review-tita__label">TITA (type in the answer)</span>
        <span>
          Correct answer: <strong>{question.correctAnswer}</strong>
          {question.answerTolerance ? ` (± ${question.answerTolerance})` : ' (exact)'}
        </span>
      </p>
    );
  }
  return (
    <ol className="review-options" aria-label="Options">
      {limits.answerOptions.map((letter) => {
        const correct = question.correctAnswer === letter;
        return (
          <li key={letter} className={correct ? 'review-option review-option--correct' : 'review-option'}>
            <span className="review-option__letter">{letter}</span>
            <span className="review-option__text">{question[`option${letter}`]}</span>
            {correct && (
              <span className="review-option__mark">
                <span aria-hidden="true">✓ </span>Correct answer
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
