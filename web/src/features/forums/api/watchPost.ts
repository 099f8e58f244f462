/** Watching a post's thread (contract 8.4): watching, normal or muted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostWrapper, WatchLevel } from '@common/api/forums.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { forumKeys } from './keys.ts';

/** PUT /api/forum/posts/{id}/watch { level } (204). */
export function watchPost(postId: number, level: WatchLevel) {
  return ok(apiClient.PUT('/api/forum/posts/{id}/watch', { params: { path: { id: postId } }, body: { level } }));
}

/** Sets my watch level on post `postId`; the post on the page shows it at once. */
export function useWatchPost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) => watchPost(postId, level),
    onSuccess: (_, level) => {
      queryClient.setQueryData<ForumPostWrapper>(forumKeys.post(postId), (wrapper) => (wrapper ? { ...wrapper, watchLevel: level } : wrapper));
    },
  });
}
