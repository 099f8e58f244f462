import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useDeleteQuestion } from '../api/deleteQuestion.ts';
import '../submissions.css';

/** "Deleted." with the way back; takes focus so it is announced. */
function Deleted() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="question-admin__deleted success" role="status">
      <p ref={ref} tabIndex={-1}>
        <strong>Question deleted.</strong> It no longer appears in the question bank, search or new tests.
      </p>
      <Link to="/question-bank">Back to the question bank</Link>
    </div>
  );
}

/**
 * Edit and Delete of a question for admins, on its page. Delete asks first (Cancel focused first);
 * the dialog stays open with the failure if the call fails.
 */
export function QuestionAdminActions({ questionId }: { questionId: number }) {
  const remove = useDeleteQuestion();
  const [confirming, setConfirming] = useState(false);
  if (remove.isSuccess) return <Deleted />;
  const failure = remove.isError
    ? remove.error instanceof ApiRequestError && remove.error.status === 404
      ? messages.notFound.question
      : messages.moderation.deleteFailed
    : null;
  return (
    <div className="question-admin" role="group" aria-label="Admin actions">
      <Link to={`/admin/questions/${questionId}/edit`} className="btn">
        Edit
      </Link>
      <button type="button" className="btn question-admin__delete" onClick={() => setConfirming(true)}>
        Delete
      </button>
      {confirming && (
        <Dialog
          title="Delete this question?"
          onClose={() => {
            if (!remove.isPending) setConfirming(false);
          }}
          actions={
            <>
              <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                Cancel
              </button>
              <BusyButton type="button" className="btn btn--danger" busy={remove.isPending} onClick={() => remove.mutate(questionId)}>
                Delete question
              </BusyButton>
            </>
          }
        >
          <p>It disappears from the question bank, search and new tests. Answers already given stay in their owners' statistics, and mock tests that hold it still score it.</p>
          {failure && (
            <p className="error question-admin__error" role="alert">
              {failure}
            </p>
          )}
        </Dialog>
      )}
    </div>
  );
}
