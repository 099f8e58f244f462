import { useQueryClient } from '@tanstack/react-query';
import { useSocketRoom } from '../../../lib/socket.ts';
import { forumKeys } from '../api/keys.ts';

/**
 * Keeps a post live (docs/contract.md section 6): watches room `post:<id>` and refetches the post when
 * a reply is added, edited or deleted, when the post is edited, when reactions change, and after a reconnect. When the post is
 * deleted it calls `onDeleted` instead.
 */
export function useLivePost(postId: number, onDeleted: () => void): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) });
  const ifThisPost = (event: { postId: number }) => {
    if (event.postId === postId) refresh();
  };
  useSocketRoom('post', postId, {
    'reply:created': ifThisPost,
    'reply:deleted': ifThisPost,
    'reply:updated': ifThisPost,
    'post:updated': ifThisPost,
    'post:reactions': ifThisPost,
    'reply:reactions': refresh,
    'post:deleted': (event) => {
      if (event.postId === postId) onDeleted();
    },
    rejoined: refresh,
  });
}
