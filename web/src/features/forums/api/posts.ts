/** The posts of one forum (spec section 7 "Forums"). */
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { apiClient, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { forumKeys } from './keys.ts';

/**
 * GET /api/forum/getPostsbyForumId/{forumId}?limit=&offset=[&solved=false]: one page, newest
 * first, each with its author, and the total; `unsolvedOnly` keeps the posts without an accepted reply.
 */
export function fetchPosts(forumId: number, { limit, offset, signal }: PageRequest, unsolvedOnly = false) {
  const query = unsolvedOnly ? { limit, offset, solved: 'false' as const } : { limit, offset };
  return page(apiClient.GET('/api/forum/getPostsbyForumId/{forumId}', { params: { path: { forumId }, query }, signal }));
}

const postId = (wrapper: ForumPostWrapper) => wrapper.post.id;

/**
 * A forum's posts (only the unsolved ones with `unsolvedOnly`), newest first, `limits.pageMax` at a time; `data` is `{ items, total }` over the
 * pages loaded so far. Fetched afresh on every visit; while the page is open, live events keep it
 * current.
 */
export function useForumPosts(forumId: number, unsolvedOnly = false) {
  return useOffsetPages({
    queryKey: unsolvedOnly ? forumKeys.unsolvedPosts(forumId) : forumKeys.posts(forumId),
    fetchPage: (request) => fetchPosts(forumId, request, unsolvedOnly),
    pageSize: limits.pageMax,
    idOf: postId,
    staleTime: 0,
  });
}
