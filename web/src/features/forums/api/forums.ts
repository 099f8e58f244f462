/** The list of forums (spec section 7 "Forums"). */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Forum } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { apiPage } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';
import { flattenPages, nextOffset } from './paging.ts';

/** GET /api/forum/getForums: oldest first with their post counts, `limits.pageMax` at a time. */
export function useForums() {
  return useInfiniteQuery({
    queryKey: forumKeys.list,
    queryFn: ({ pageParam }) =>
      apiPage<Forum>('/api/forum/getForums', { query: { limit: limits.pageMax, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    select: (data) => ({ forums: flattenPages(data.pages, (forum) => forum.id), total: data.pages.at(-1)?.total ?? 0 }),
  });
}

/** Forum `forumId` from the loaded list, for headings and back links; undefined until known. */
export function useForumSummary(forumId: number | undefined): Forum | undefined {
  const forums = useForums();
  return forums.data?.forums.find((forum) => forum.id === forumId);
}
