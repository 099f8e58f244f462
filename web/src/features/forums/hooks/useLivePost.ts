import { useQueryClient } from '@tanstack/react-query';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { useSocketRoom } from '../../../lib/socket.ts';
import { forumKeys } from '../api/keys.ts';
import { needsRefetch, withPostReactions, withPostUpdated, withReplyCreated, withReplyReactions, withReplyUpdated } from '../lib/liveThread.ts';

/**
 * Keeps a post live (docs/contract.md section 6): watches room `post:<id>` and applies what its
 * events carry to the post on the page (lib/liveThread.ts) — a new reply, an edit of a reply or of
 * the post, reaction counts — without fetching the thread again. A deleted reply (the server
 * decides whether it stays as a placeholder), a reply whose parent is not on the page and a
 * reconnect (events may have been missed) fetch the post. When the post is deleted it calls
 * `onDeleted` instead.
 */
export function useLivePost(postId: number, onDeleted: () => void): void {
  const queryClient = useQueryClient();
  const key = forumKeys.post(postId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const update = (change: (wrapper: ForumPostWrapper) => ForumPostWrapper) =>
    queryClient.setQueryData<ForumPostWrapper>(key, (wrapper) => (wrapper ? change(wrapper) : wrapper));
  const ifThisPost = (event: { postId: number }) => {
    if (event.postId === postId) refresh();
  };
  useSocketRoom('post', postId, {
    'reply:created': (event) => {
      if (event.postId !== postId) return;
      const shown = queryClient.getQueryData<ForumPostWrapper>(key);
      if (shown && needsRefetch(shown, event.reply)) refresh();
      else update((wrapper) => withReplyCreated(wrapper, event.reply));
    },
    'reply:deleted': ifThisPost,
    'reply:updated': (event) => {
      if (event.postId === postId) update((wrapper) => withReplyUpdated(wrapper, event));
    },
    'post:updated': (event) => {
      if (event.postId === postId) update((wrapper) => withPostUpdated(wrapper, event));
    },
    'post:reactions': (event) => {
      if (event.postId === postId) update((wrapper) => withPostReactions(wrapper, event));
    },
    'reply:reactions': (event) => update((wrapper) => withReplyReactions(wrapper, event)),
    'post:deleted': (event) => {
      if (event.postId === postId) onDeleted();
    },
    rejoined: refresh,
  });
}
