import { Link } from 'react-router';
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import { RichText } from '../../../ui/RichText.tsx';
import { useReviewQuestion } from '../api/pendingQuestions.ts';
import { useDecision } from '../hooks/useDecision.ts';
import type { ReviewDecision } from '../lib/decision.ts';
import { DecisionButtons } from './DecisionButtons.tsx';
import { QuestionOptions } from './QuestionOptions.tsx';
import { Submitter } from './Submitter.tsx';

interface PendingQuestionCardProps {
  question: Question;
  /** Called when a decision is sent (before the card may leave the list). */
  onDeciding: () => void;
  /** Called once the decision is saved and the list refreshed (even if the card has left it). */
  onDecided: (decision: ReviewDecision) => void;
}

const failedText: Record<ReviewDecision, string> = { approve: messages.review.approveFailed, reject: messages.review.rejectFailed };

/**
 * One pending question in full (options or a TITA answer, the written solution) with Edit (the
 * admin's edit form), Approve and Reject. Both buttons are disabled while either
 * call runs; a failure is shown beside them.
 */
export function PendingQuestionCard({ question, onDeciding, onDecided }: PendingQuestionCardProps) {
  const decision = useDecision({ useDecide: useReviewQuestion, id: question.id, onDeciding, onDecided });
  const titleId = `pending-question-${question.id}-title`;
  const errorId = `pending-question-${question.id}-error`;

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
      <RichText text={question.questionText} className="pending-card__text" />
      <QuestionOptions question={question} />
      {question.explanation && (
        <details className="pending-card__solution">
          <summary>Written solution</summary>
          <RichText text={question.explanation} />
        </details>
      )}
      <footer className="pending-card__footer">
        <Submitter question={question} />
        <div className="pending-card__actions">
          <Link to={`/admin/questions/${question.id}/edit`} className="btn" aria-label={`Edit question ${question.id}`}>
            Edit
          </Link>
          <DecisionButtons block="pending-card" errorId={errorId} decision={decision} renderFailure={(failed) => failedText[failed]} />
        </div>
      </footer>
    </article>
  );
}
