/** The list of forums (spec section 7 "Forums"). */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Forum } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { apiPage } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';
import { flattenPages, nextOffset } from './paging.ts';

function selectForums(data: InfiniteData<{ items: Forum[]; total: number }>) {
  return { forums: flattenPages(data.pages, (forum) => forum.id), total: data.pages.at(-1)?.total ?? 0 };
}

/** GET /api/forum/getForums: oldest first with their post counts, `limits.pageMax` at a time. */
export function useForums() {
  return useInfiniteQuery({
    queryKey: forumKeys.list,
    queryFn: ({ pageParam }) =>
      apiPage<Forum>('/api/forum/getForums', { query: { limit: limits.pageMax, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    select: selectForums,
  });
}

/**
 * Forum `forumId` from the loaded list, for headings and back links (undefined until known), and
 * whether the whole list has loaded without it.
 */
export function useForumSummary(forumId: number): { forum: Forum | undefined; missing: boolean } {
  const forums = useForums();
  const forum = forums.data?.forums.find((item) => item.id === forumId);
  return { forum, missing: forums.isSuccess && !forums.hasNextPage && !forum };
}
