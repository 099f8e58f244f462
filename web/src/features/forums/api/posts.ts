/** The posts of one forum (spec section 7 "Forums"). */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { apiPage } from '../../../lib/api.ts';
import { forumKeys } from './keys.ts';
import { flattenPages, nextOffset } from './paging.ts';

function selectPosts(data: InfiniteData<{ items: ForumPostWrapper[]; total: number }>) {
  return { posts: flattenPages(data.pages, (wrapper) => wrapper.post.id), total: data.pages.at(-1)?.total ?? 0 };
}

/**
 * GET /api/forum/getPostsbyForumId/{forumId}: newest first, `limits.pageMax` at a time, each with
 * its author. Fetched afresh on every visit; while the page is open, live events keep it current.
 */
export function useForumPosts(forumId: number) {
  return useInfiniteQuery({
    queryKey: forumKeys.posts(forumId),
    queryFn: ({ pageParam }) =>
      apiPage<ForumPostWrapper>(`/api/forum/getPostsbyForumId/${forumId}`, {
        query: { limit: limits.pageMax, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    select: selectPosts,
    staleTime: 0,
  });
}
