import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useResponsePages, useResponseStats } from '../api/responses.ts';
import { CategoryStats } from './CategoryStats.tsx';
import { ResponseLog } from './ResponseLog.tsx';
import { StatsSummary } from './StatsSummary.tsx';
import '../responses.css';

/** recharts is large: the chart loads after the figures and the table are on screen. */
const AccuracyChart = lazy(() => import('./AccuracyChart.tsx'));

function Body() {
  const stats = useResponseStats();
  const pages = useResponsePages();

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
      <CategoryStats byCategory={stats.data.byCategory} />
      <Suspense fallback={<Loading label="Loading chart…" />}>
        <AccuracyChart byCategory={stats.data.byCategory} />
      </Suspense>
      <ResponseLog
        responses={responses}
        total={total}
        onLoadMore={pages.hasNextPage ? () => void pages.fetchNextPage() : undefined}
        loadingMore={pages.isFetchingNextPage}
        loadMoreFailed={pages.isFetchNextPageError}
      />
    </>
  );
}

/** My Responses (spec section 2): overall and per-category statistics and the response table. */
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
