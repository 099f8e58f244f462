/** The list of forums (spec section 7 "Forums"). */
import type { Forum } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { apiClient, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { forumKeys } from './keys.ts';

/** GET /api/forum/getForums?limit=&offset=: one page, oldest first with post counts, and the total. */
export function fetchForums({ limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/forum/getForums', { params: { query: { limit, offset } }, signal }));
}

const forumId = (forum: Forum) => forum.id;

/**
 * The forums, oldest first, `limits.pageMax` at a time; `data` is `{ items, total }` over the
 * pages loaded so far.
 */
export function useForums() {
  return useOffsetPages({ queryKey: forumKeys.list, fetchPage: fetchForums, pageSize: limits.pageMax, idOf: forumId });
}

/**
 * Forum `forumId` from the loaded list, for headings and back links (undefined until known), and
 * whether the whole list has loaded without it.
 */
export function useForumSummary(forumId: number): { forum: Forum | undefined; missing: boolean } {
  const forums = useForums();
  const forum = forums.data?.items.find((item) => item.id === forumId);
  return { forum, missing: forums.isSuccess && !forums.hasNextPage && !forum };
}
