/** My submitted questions, newest first (CONTRACT.md section 5). */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SubmittedQuestion } from '@common/api/submissions.ts';
import { apiPage } from '../../../lib/api.ts';
import { submissionKeys } from './keys.ts';

/** Questions per "Load more". */
const pageSize = 20;

/** GET /api/getSubmittedQuestions, `pageSize` at a time. */
export function useSubmittedQuestionPages() {
  return useInfiniteQuery({
    queryKey: submissionKeys.mine,
    queryFn: ({ pageParam }) =>
      apiPage<SubmittedQuestion>('/api/getSubmittedQuestions', { query: { limit: pageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
  });
}
