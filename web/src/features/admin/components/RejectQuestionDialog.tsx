import { useState } from 'react';
import { rejectQuestionQuerySchema } from '@common/api/submissions.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useRejectQuestion } from '../api/pendingQuestions.ts';

interface RejectQuestionDialogProps {
  questionId: number;
  /** Called when the rejection is sent (the card may then leave the list). */
  onDeciding: () => void;
  /** Called once it is saved and the list refreshed. */
  onRejected: () => void;
  onClose: () => void;
}

/**
 * Confirms a rejection and asks why (optional, shown to the submitter in Submitted Questions, at
 * most limits.rejectionReasonMax characters). Cancel comes first; the dialog stays open with the
 * failure when the call fails.
 */
export function RejectQuestionDialog({ questionId, onDeciding, onRejected, onClose }: RejectQuestionDialogProps) {
  const reject = useRejectQuestion();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const pending = reject.isPending;

  const confirm = () => {
    const parsed = rejectQuestionQuerySchema.safeParse({ id: questionId, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onDeciding();
    reject.mutate({ id: questionId, reason: parsed.data.reason ?? '' }, { onSuccess: onRejected });
  };
  const failure = reject.isError
    ? reject.error instanceof ApiRequestError && reject.error.status < 500
      ? reject.error.message
      : messages.review.rejectFailed
    : null;

  return (
    <Dialog
      title="Reject this question?"
      onClose={() => {
        if (!pending) onClose();
      }}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <BusyButton type="button" className="btn btn--danger" busy={pending} onClick={confirm}>
            Reject question
          </BusyButton>
        </>
      }
    >
      <p>The submitter sees your reason in Submitted Questions and may edit the question and send it again.</p>
      <div className="reject-dialog__field">
        <TextAreaField
          label="Reason (optional)"
          rows={4}
          maxLength={limits.rejectionReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem}
          hint="For example: option C is also right; say which numbers are meant."
        />
      </div>
      {failure && (
        <p className="error reject-dialog__error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
