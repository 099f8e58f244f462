import { useRef, useState } from 'react';
import { messages } from '@common/messages.ts';
import { onRequest } from '../../../ui/deferred.tsx';
import '../reports.css';

// The dialog and its validation (react-hook-form, zod: 40 KB compressed) load when the button is
// pointed at, focused or pressed: the question page needs neither to show.
const ReportDialog = onRequest(() => import('./ReportDialog.tsx').then((module) => module.ReportDialog), 'Could not load the report form. Check your connection.');

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
      <button ref={button} type="button" className="btn report-button__open" {...ReportDialog.preloadOn} onClick={() => setOpen(true)}>
        Report an error
      </button>
      <p className="report-button__sent muted" role="status">
        {sent ? messages.moderation.reportSent : ''}
      </p>
      {open && (
        <ReportDialog.Component
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
