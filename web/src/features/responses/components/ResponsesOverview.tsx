import { Link, useSearchParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
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

  if (stats.isPending || pages.isPending) return <Loading label="Loading your responses…" />;
  if (stats.isError || (pages.isError && !pages.data)) {
    return (
      <p className="error" role="alert">
        {messages.load.responses}
      </p>
    );
  }

  const responses = pages.data.pages.flatMap((page) => page.items);
  const total = pages.data.pages.at(-1)?.total ?? responses.length;

  if (stats.data.attempts === 0 && responses.length === 0) {
    return (
      <div className="empty card">
        <p>{messages.empty.noAttempts}</p>
        <Link to="/question-bank" className="btn btn--primary">
          Go to the Question Bank
        </Link>
      </div>
    );
  }

  return (
    <>
      <StatsSummary stats={stats.data} />
      <Tabs tabs={views} selected={view} onSelect={setView} label="Response views" idPrefix="responses" className="view-tabs" />
      <div role="tabpanel" id={tabIds('responses', view).panel} aria-labelledby={tabIds('responses', view).tab} className="responses__panel">
        {view === 'all' && (
          <AllResponses
            stats={stats.data}
            responses={responses}
            total={total}
            onLoadMore={pages.hasNextPage ? () => void pages.fetchNextPage() : undefined}
            loadingMore={pages.isFetchingNextPage}
            loadMoreFailed={pages.isFetchNextPageError}
          />
        )}
        {view === 'topics' && <TopicStats byTopic={stats.data.byTopic} />}
        {view === 'mistakes' && <MistakeReview />}
      </div>
    </>
  );
}

/**
 * My Responses (spec section 2): overall figures, then three views: all responses (per-category
 * statistics and the table), accuracy by topic, and the error log to review mistakes.
 */
export function ResponsesOverview() {
  return (
    <main className="page responses">
      <header className="responses__intro">
        <h1>My Responses</h1>
        <p className="muted">Your accuracy and speed across every question you have attempted.</p>
      </header>
      <Body />
    </main>
  );
}
