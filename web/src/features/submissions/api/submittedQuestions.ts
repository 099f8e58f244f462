/** My submitted questions, newest first (docs/contract.md section 5). */
import { apiClient, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { submissionKeys } from './keys.ts';

/** Questions per "Load more". */
const pageSize = 20;

/** GET /api/getSubmittedQuestions?limit=&offset=: one page and the total. */
export function fetchSubmittedQuestions({ limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/getSubmittedQuestions', { params: { query: { limit, offset } }, signal }));
}

/** My submissions, `pageSize` at a time; `data` is `{ items, total }`. */
export function useSubmittedQuestionPages() {
  return useOffsetPages({ queryKey: submissionKeys.mine, fetchPage: fetchSubmittedQuestions, pageSize, staleTime: 0 });
}
