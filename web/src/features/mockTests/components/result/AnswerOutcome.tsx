import type { ReviewQuestion } from '@common/api/mockTests.ts';
import { formatDuration } from '../../../../lib/format.ts';
import { formatMarks, statusOf } from '../../lib/result/figures.ts';
import { StatusMark } from './StatusMark.tsx';

/**
 * How I answered a question under review, in words: the mark, my answer (option letter or typed
 * number, or "not answered"), the correct answer (TITA: with its tolerance), marks and time spent.
 */
export function AnswerOutcome({ question }: { question: ReviewQuestion }) {
  const status = statusOf(question);
  const tita = question.questionType === 'TITA';
  const mine = tita ? question.answer : question.selectedOption;
  const tolerance = question.answerTolerance ?? 0;
  return (
    <div className={`mock-review__outcome mock-review__outcome--${status}`} data-testid="outcome">
      <StatusMark status={status} />
      <dl className="mock-review__outcome-figures">
        <div>
          <dt>Your answer</dt>
          <dd data-testid="my-answer">{mine ?? 'Not answered'}</dd>
        </div>
        <div>
          <dt>Correct answer</dt>
          <dd data-testid="correct-answer">
            {question.correctAnswer}
            {tita && tolerance > 0 && <span className="muted"> (answers within ±{tolerance} count)</span>}
          </dd>
        </div>
        <div>
          <dt>Marks</dt>
          <dd data-testid="marks">{formatMarks(question.marks)}</dd>
        </div>
        <div>
          <dt>Time spent</dt>
          <dd data-testid="time-spent">{formatDuration(question.timeSeconds)}</dd>
        </div>
      </dl>
    </div>
  );
}
