import { lazy, Suspense } from 'react';
import type { Response as UserResponse, ResponseStats } from '@common/api/responses.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { CategoryStats } from './CategoryStats.tsx';
import { ResponseLog } from './ResponseLog.tsx';

/** recharts is large: the chart loads after the figures and the table are on screen. */
const AccuracyChart = lazy(() => import('./AccuracyChart.tsx'));

interface AllResponsesProps {
  stats: ResponseStats;
  responses: readonly UserResponse[];
  total: number;
  /** Present when more responses can be loaded. */
  onLoadMore?: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/** "All responses": per-category figures and chart, then the filterable table of responses. */
export function AllResponses({ stats, ...log }: AllResponsesProps) {
  return (
    <>
      <CategoryStats byCategory={stats.byCategory} />
      <Suspense fallback={<Loading label="Loading chart…" />}>
        <AccuracyChart byCategory={stats.byCategory} />
      </Suspense>
      <ResponseLog {...log} />
    </>
  );
}
