import { useId, useRef, useState, type FormEvent } from 'react';
import { reportInputSchema, reportReasonLabels, reportReasons, type ReportReason } from '@common/api/reports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { errorText, useSendReport } from '../api/reports.ts';

interface ReportDialogProps {
  questionId: number;
  /** Called once the report is stored. */
  onSent: () => void;
  /** Cancel, Escape or a click outside (ignored while the report is being sent). */
  onClose: () => void;
}

/**
 * "Report an error": what is wrong (radio buttons, one per reason) and a description, checked
 * with the API's rules and texts before sending; the server's refusal (e.g. an open report
 * already) is shown in the dialog, which stays open.
 */
export function ReportDialog({ questionId, onSent, onClose }: ReportDialogProps) {
  const send = useSendReport(questionId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; text?: string }>({});
  const formId = useId();
  const reasonErrorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const pending = send.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = reportInputSchema.safeParse({ reason: reason ?? undefined, text });
    if (!parsed.success) {
      const found: { reason?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'text';
        found[field] ??= issue.message;
      }
      setProblems(found);
      if (found.reason) firstReason.current?.focus();
      else textInput.current?.focus();
      return;
    }
    setProblems({});
    send.mutate(parsed.data, { onSuccess: onSent });
  }

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      title="Report an error"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn" onClick={close} disabled={pending}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={pending} aria-busy={pending}>
            {pending && <span className="spinner spinner--small" aria-hidden="true" />}
            Send report
          </button>
        </>
      }
    >
      <form id={formId} className="report-form" noValidate onSubmit={submit}>
        <fieldset className="report-form__reasons" aria-describedby={problems.reason ? reasonErrorId : undefined} aria-invalid={problems.reason ? true : undefined}>
          <legend>What is wrong?</legend>
          {reportReasons.map((value, index) => (
            <label key={value} className="report-form__reason">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblems(({ text: textProblem }) => ({ text: textProblem }));
                }}
              />
              {reportReasonLabels[value]}
            </label>
          ))}
          {problems.reason && (
            <p id={reasonErrorId} className="field-error" role="alert">
              {problems.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          ref={textInput}
          label="Describe the problem"
          rows={4}
          maxLength={limits.reportTextMax}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problems.text) setProblems(({ reason: reasonProblem }) => ({ reason: reasonProblem }));
          }}
          error={problems.text}
          hint="Say where the error is and what it should be."
        />
        {send.isError && (
          <p className="error report-form__error" role="alert">
            {errorText(send.error, messages.moderation.reportFailed)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
