import { useRef, useState } from 'react';
import { messages } from '@common/messages.ts';
import { ReportDialog } from './ReportDialog.tsx';
import '../reports.css';

/**
 * "Report an error" on a question's page: opens the report dialog; once sent, a thank-you note is
 * announced (role="status") and the button gives focus back.
 */
export function ReportButton({ questionId }: { questionId: number }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="report-button">
      <button ref={button} type="button" className="btn report-button__open" onClick={() => setOpen(true)}>
        Report an error
      </button>
      <p className="report-button__sent muted" role="status">
        {sent ? messages.moderation.reportSent : ''}
      </p>
      {open && (
        <ReportDialog
          questionId={questionId}
          onSent={() => {
            setOpen(false);
            setSent(true);
            button.current?.focus();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
