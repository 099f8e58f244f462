import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useResponsePages, useResponseStats } from '../api/responses.ts';
import { AllResponses } from './AllResponses.tsx';
import { MistakeReview } from './MistakeReview.tsx';
import { StatsSummary } from './StatsSummary.tsx';
import { TopicStats } from './TopicStats.tsx';
import { Tabs, tabIds, type Tab } from '../../../ui/Tabs.tsx';
import '../responses.css';

type View = 'all' | 'topics' | 'mistakes';

const views: readonly Tab<View>[] = [
  { id: 'all', label: 'All responses' },
  { id: 'topics', label: 'By topic' },
  { id: 'mistakes', label: 'Review mistakes', testId: 'view-mistakes' },
];

const isView = (value: string | null): value is View => views.some((view) => view.id === value);

/** The chosen view, kept in `?view=` (absent for the default "All responses"). */
function useView(): [View, (view: View) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const select = (view: View) => setParams(view === 'all' ? {} : { view }, { replace: true });
  return [isView(requested) ? requested : 'all', select];
}

function Body() {
  const stats = useResponseStats();
  const pages = useResponsePages();
  const [view, setView] = useView();

  // Both answers are needed: the figures and the first page of responses.
  const both = {
    isPending: stats.isPending || pages.isPending,
    data: stats.data && pages.data ? { stats: stats.data, list: pages.data } : undefined,
    refetch: () => Promise.all([stats.refetch(), pages.refetch()]),
  };

  return (
    <QueryState
      query={both}
      loading="Loading your responses…"
      error={messages.load.responses}
      isEmpty={(data) => data.stats.attempts === 0 && data.list.items.length === 0}
      empty={
        <div className="empty card">
          <p>{messages.empty.noAttempts}</p>
          <Link to="/question-bank" className="btn btn--primary">
            Go to the Question Bank
          </Link>
        </div>
      }
    >
      {({ stats: figures, list }) => (
        <>
          <StatsSummary stats={figures} />
          <Tabs tabs={views} selected={view} onSelect={setView} label="Response views" idPrefix="responses" className="view-tabs" />
          <div role="tabpanel" id={tabIds('responses', view).panel} aria-labelledby={tabIds('responses', view).tab} className="responses__panel">
            {view === 'all' && (
              <AllResponses
                stats={figures}
                responses={list.items}
                total={list.total}
                onLoadMore={pages.hasNextPage ? () => void pages.fetchNextPage() : undefined}
                loadingMore={pages.isFetchingNextPage}
                loadMoreFailed={pages.isFetchNextPageError}
              />
            )}
            {view === 'topics' && <TopicStats byTopic={figures.byTopic} />}
            {view === 'mistakes' && <MistakeReview />}
          </div>
        </>
      )}
    </QueryState>
  );
}

/**
 * My Responses (spec section 2): overall figures, then three views: all responses (per-category
 * statistics and the table), accuracy by topic, and the error log to review mistakes. `review`
 * (another feature's "Review due (N)") shows in the intro.
 */
export function ResponsesOverview({ review }: { review?: ReactNode }) {
  return (
    <main className="page responses">
      <header className="responses__intro">
        <h1>My Responses</h1>
        <p className="muted">Your accuracy and speed across every question you have attempted.</p>
        {review}
      </header>
      <Body />
    </main>
  );
}
