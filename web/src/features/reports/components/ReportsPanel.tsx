import { messages } from '@common/messages.ts';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useReportPages } from '../api/reports.ts';
import { ReportItem } from './ReportItem.tsx';
import '../reports.css';

const loadFailed = 'Failed to load reports. Please try again.';

/** The admin dashboard's Reports tab: reports of errors in questions, open ones first (oldest first), then resolved ones. */
export function ReportsPanel() {
  const pages = useReportPages();
  return (
    <section className="reports" aria-labelledby="reports-title">
      <h2 id="reports-title">Reports</h2>
      <QueryState
        query={pages}
        loading="Loading reports…"
        error={loadFailed}
        isEmpty={(list) => list.items.length === 0}
        empty={<p className="empty card">{messages.moderation.noReports}</p>}
      >
        {({ items, total }) => {
          const openCount = items.filter((report) => report.resolvedAt === null).length;
          return (
            <>
              <p className="muted reports__count" aria-live="polite">
                {openCount} open{items.length < total ? ` · ${items.length} of ${total} shown` : ` · ${total} in all`}
              </p>
              <ul className="reports__list">
                {items.map((report) => (
                  <ReportItem key={report.id} report={report} />
                ))}
              </ul>
              {pages.hasNextPage && (
                <LoadMoreButton loading={pages.isFetchingNextPage} failure={pages.isFetchNextPageError ? loadFailed : null} onClick={() => void pages.fetchNextPage()} />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
