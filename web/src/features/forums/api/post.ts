/** One post with its nested replies. */
import { useQuery } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { useThreadCache } from '../../../lib/threadCache.ts';
import { replyThread } from '../lib/replyThread.ts';
import { forumKeys } from './keys.ts';

/**
 * GET /api/forum/posts/{id}: the post, its author and its replies (oldest first at every level,
 * with my reaction to each).
 */
export function fetchPost(postId: number, signal?: AbortSignal) {
  return ok(apiClient.GET('/api/forum/posts/{id}', { params: { path: { id: postId } }, signal }));
}

/** Post `postId` (see `fetchPost`), fetched afresh on every visit; live events keep it current. */
export function usePost(postId: number) {
  return useQuery({
    queryKey: forumKeys.post(postId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
    staleTime: 0,
  });
}

/**
 * Post `postId` on the page with its replies as a thread, changed in place by the answers to the
 * reader's own actions and by live events (lib/threadCache.ts).
 */
export function usePostThreadCache(postId: number) {
  return useThreadCache(forumKeys.post(postId), replyThread);
}
