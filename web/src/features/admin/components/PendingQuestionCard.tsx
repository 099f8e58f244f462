import { useState } from 'react';
import { Link } from 'react-router';
import type { PendingQuestion } from '@common/api/submissions.ts';
import { messages } from '@common/messages.ts';
import { RichText } from '../../../ui/RichText.tsx';
import { useReviewQuestion } from '../api/pendingQuestions.ts';
import { useDecision } from '../hooks/useDecision.ts';
import type { ReviewDecision } from '../lib/decision.ts';
import { DecisionButtons } from './DecisionButtons.tsx';
import { DuplicateQuestions } from './DuplicateQuestions.tsx';
import { QuestionOptions } from './QuestionOptions.tsx';
import { RejectQuestionDialog } from './RejectQuestionDialog.tsx';
import { SimilarQuestions } from './SimilarQuestions.tsx';
import { Submitter } from './Submitter.tsx';

interface PendingQuestionCardProps {
  question: PendingQuestion;
  /** Called when a decision is sent (before the card may leave the list). */
  onDeciding: () => void;
  /** Called once the decision is saved and the list refreshed (even if the card has left it). */
  onDecided: (decision: ReviewDecision) => void;
}

const failedText: Record<ReviewDecision, string> = { approve: messages.review.approveFailed, reject: messages.review.rejectFailed };

/**
 * One pending question in full (options or a TITA answer, the written solution), its exact
 * duplicates and the approved questions most like it, with Edit (the admin's edit form), Approve and Reject (confirmed in a
 * dialog that asks for the reason). Both buttons are disabled while either call runs; a failure
 * is shown beside them.
 */
export function PendingQuestionCard({ question, onDeciding, onDecided }: PendingQuestionCardProps) {
  const decision = useDecision({ useDecide: useReviewQuestion, id: question.id, onDeciding, onDecided });
  const [rejecting, setRejecting] = useState(false);
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
      <DuplicateQuestions duplicates={question.duplicates} questionId={question.id} />
      <SimilarQuestions similar={question.similar} questionId={question.id} />
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
          <DecisionButtons
            block="pending-card"
            errorId={errorId}
            decision={decision}
            renderFailure={(failed) => failedText[failed]}
            onReject={() => setRejecting(true)}
          />
        </div>
      </footer>
      {rejecting && (
        <RejectQuestionDialog
          questionId={question.id}
          onDeciding={onDeciding}
          onRejected={() => onDecided('reject')}
          onClose={() => setRejecting(false)}
        />
      )}
    </article>
  );
}
