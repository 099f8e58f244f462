import { Link } from 'react-router';
import { reportReasonLabels, type QuestionReport } from '@common/api/reports.ts';
import { messages } from '@common/messages.ts';
import { formatDate } from '../../../lib/format.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { errorText, useResolveReport } from '../api/reports.ts';

/**
 * One report for admins: open or resolved, the reason, the question's excerpt (linked to the
 * question and to its edit page), the reporter's text, who and when; Resolve for an open one.
 */
export function ReportItem({ report }: { report: QuestionReport }) {
  const resolve = useResolveReport();
  const open = report.resolvedAt === null;
  const titleId = `report-${report.id}-title`;
  const errorId = `report-${report.id}-error`;
  const deleted = report.questionStatus === 'deleted';
  return (
    <li className={`report card${open ? '' : ' report--resolved'}`} aria-labelledby={titleId} data-testid="report">
      <div className="report__top">
        <span className={`chip report__state${open ? ' report__state--open' : ''}`}>{open ? 'Open' : 'Resolved'}</span>
        <h3 id={titleId} className="report__reason">
          {reportReasonLabels[report.reason]}
        </h3>
        <time className="muted report__date" dateTime={report.createdAt}>
          {formatDate(report.createdAt, 'd MMM yyyy, HH:mm')}
        </time>
      </div>
      <blockquote className="report__excerpt">{report.questionExcerpt}</blockquote>
      <p className="report__text">{report.text}</p>
      <p className="report__by muted">
        Reported by {report.reporter ? `${report.reporter.name} (@${report.reporter.username})` : 'a deleted account'}
        {!open && report.resolvedAt && <> · resolved {formatDate(report.resolvedAt, 'd MMM yyyy')}</>}
      </p>
      <div className="report__actions">
        {deleted ? (
          <span className="muted">The question was deleted.</span>
        ) : (
          <>
            <Link to={`/questions/${report.questionId}`} className="btn" aria-label={`Open question ${report.questionId}`}>
              Open question
            </Link>
            <Link to={`/admin/questions/${report.questionId}/edit`} className="btn" aria-label={`Edit question ${report.questionId}`}>
              Edit question
            </Link>
          </>
        )}
        {open && (
          <BusyButton
            type="button"
            className="btn btn--primary"
            busy={resolve.isPending}
            aria-describedby={resolve.isError ? errorId : undefined}
            onClick={() => resolve.mutate(report.id)}
          >
            Resolve
          </BusyButton>
        )}
      </div>
      {resolve.isError && (
        <p id={errorId} className="error report__error" role="alert">
          {errorText(resolve.error, messages.moderation.resolveFailed)}
        </p>
      )}
    </li>
  );
}
