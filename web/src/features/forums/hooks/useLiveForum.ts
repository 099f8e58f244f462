import { useQueryClient } from '@tanstack/react-query';
import { useSocketRoom } from '../../../lib/socket.ts';
import { forumKeys } from '../api/keys.ts';

/**
 * Keeps a forum's post list live (docs/contract.md section 6): watches room `forum:<id>` and refetches
 * the list (and the forums' post counts) when a post is created, edited or deleted, when a post's
 * accepted answer changes (its Solved badge; under the Unsolved filter, whether it is listed), and
 * after a reconnect, when events may have been missed.
 */
export function useLiveForum(forumId: number): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: forumKeys.posts(forumId) });
    void queryClient.invalidateQueries({ queryKey: forumKeys.list });
  };
  useSocketRoom('forum', forumId, {
    'post:created': (event) => {
      if (event.forumId === forumId) refresh();
    },
    'post:deleted': refresh,
    'post:updated': (event) => {
      if (event.forumId === forumId) void queryClient.invalidateQueries({ queryKey: forumKeys.posts(forumId) });
    },
    'post:accepted': (event) => {
      if (event.forumId === forumId) void queryClient.invalidateQueries({ queryKey: forumKeys.posts(forumId) });
    },
    rejoined: refresh,
  });
}
