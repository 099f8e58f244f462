/** The posts of one forum (spec section 7 "Forums"). */
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { apiClient, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { forumKeys } from './keys.ts';

/** GET /api/forum/getPostsbyForumId/{forumId}?limit=&offset=: one page, newest first, each with its author, and the total. */
export function fetchPosts(forumId: number, { limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/forum/getPostsbyForumId/{forumId}', { params: { path: { forumId }, query: { limit, offset } }, signal }));
}

const postId = (wrapper: ForumPostWrapper) => wrapper.post.id;

/**
 * A forum's posts, newest first, `limits.pageMax` at a time; `data` is `{ items, total }` over the
 * pages loaded so far. Fetched afresh on every visit; while the page is open, live events keep it
 * current.
 */
export function useForumPosts(forumId: number) {
  return useOffsetPages({
    queryKey: forumKeys.posts(forumId),
    fetchPage: (request) => fetchPosts(forumId, request),
    pageSize: limits.pageMax,
    idOf: postId,
    staleTime: 0,
  });
}
