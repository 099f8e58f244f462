/** How everyone did on a question (the error-log issue: first attempts only). */
import { useQuery } from '@tanstack/react-query';
import type { QuestionStats } from '@common/api/errorLog.ts';
import { api } from '../../../lib/api.ts';
import { questionKeys } from './keys.ts';

/** GET /api/getQuestionStats?id=; the server answers only once the caller has answered. */
export function useQuestionStats(questionId: number) {
  return useQuery({
    queryKey: questionKeys.stats(questionId),
    queryFn: () => api<QuestionStats>('/api/getQuestionStats', { query: { id: questionId } }),
  });
}
