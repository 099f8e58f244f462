import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import { useReviewQuestion, type ReviewDecision } from '../api/pendingQuestions.ts';
import { QuestionOptions } from './QuestionOptions.tsx';
import { Submitter } from './Submitter.tsx';

interface PendingQuestionCardProps {
  question: Question;
  /** Called once the decision is saved and the list refreshed. */
  onDecided: (decision: ReviewDecision) => void;
}

/**
 * One pending question in full with Approve and Reject. Both buttons are disabled while either
 * call runs; a failure is shown beside them.
 */
export function PendingQuestionCard({ question, onDecided }: PendingQuestionCardProps) {
  const approve = useReviewQuestion('approve');
  const reject = useReviewQuestion('reject');
  const busy = approve.isPending || reject.isPending;
  const titleId = `pending-question-${question.id}-title`;
  const errorId = `pending-question-${question.id}-error`;
  const failure = approve.isError ? messages.review.approveFailed : reject.isError ? messages.review.rejectFailed : null;

  const decide = (decision: ReviewDecision) => {
    const [run, other] = decision === 'approve' ? [approve, reject] : [reject, approve];
    other.reset();
    run.mutate(question.id, { onSuccess: () => onDecided(decision) });
  };

  return (
    <article className="pending-card card" data-testid="pending-question" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className="visually-hidden">
        Question in {question.section}, {question.topic}
      </h3>
      <ul className="pending-card__chips" aria-label="Category, topic and source">
        <li className="chip">{question.section}</li>
        <li className="chip pending-card__chip--topic">{question.topic}</li>
        <li className="chip pending-card__chip--source">{question.source}</li>
      </ul>
      <p className="pending-card__text">{question.questionText}</p>
      <QuestionOptions question={question} />
      <footer className="pending-card__footer">
        <Submitter question={question} />
        <div className="pending-card__actions">
          {failure && (
            <p id={errorId} className="pending-card__error" role="alert">
              {failure}
            </p>
          )}
          <button
            type="button"
            className="btn pending-card__reject"
            disabled={busy}
            aria-busy={reject.isPending}
            aria-describedby={failure ? errorId : undefined}
            onClick={() => decide('reject')}
          >
            {reject.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
            Reject
          </button>
          <button
            type="button"
            className="btn pending-card__approve"
            disabled={busy}
            aria-busy={approve.isPending}
            aria-describedby={failure ? errorId : undefined}
            onClick={() => decide('approve')}
          >
            {approve.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
            Approve
          </button>
        </div>
      </footer>
    </article>
  );
}
