import { lazy, Suspense } from 'react';
import type { ResponseStats } from '@common/api/responses.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { topicRows } from '../lib/topicStats.ts';
import { TopicStatsTable } from './TopicStatsTable.tsx';

/** recharts is large: loaded only when this view opens. */
const TopicAccuracyChart = lazy(() => import('./TopicAccuracyChart.tsx'));

/** "By topic": accuracy per topic as a bar chart and a compact table, weakest topics first. */
export function TopicStats({ byTopic }: { byTopic: ResponseStats['byTopic'] }) {
  const rows = topicRows(byTopic);
  if (rows.length === 0) return <p className="empty card">No topic figures yet: answer a few questions first.</p>;
  return (
    <section aria-labelledby="topic-stats-title" className="responses-section">
      <h2 id="topic-stats-title">Accuracy by topic</h2>
      <p className="muted responses-section__lead">Weakest topics first, so you know where to practise next.</p>
      <Suspense fallback={<Loading label="Loading chart…" />}>
        <TopicAccuracyChart rows={rows} />
      </Suspense>
      <TopicStatsTable rows={rows} />
    </section>
  );
}
