import { useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@common/api/comments.ts';
import { useSocketRoom } from '../../../lib/socket.ts';
import { commentKeys } from '../api/keys.ts';
import { needsRefetch, withCommentCreated, withCommentReactions, withCommentUpdated } from '../lib/liveThread.ts';

/**
 * Keeps a question's comment thread live (docs/contract.md section 6): watches room
 * `question:<id>` and applies what its events carry to the thread on the page (lib/liveThread.ts)
 * — a new comment or reply, an edit, reaction counts (the reader's own reaction kept) — without
 * fetching the thread again. A reply whose parent is not on the page, an event while no thread is
 * cached, and a reconnect (events may have been missed) fetch the thread.
 */
export function useLiveComments(questionId: number): void {
  const queryClient = useQueryClient();
  const key = commentKeys.thread(questionId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  /** `change` applied to the cached thread; with none cached, a fetch instead. */
  const update = (change: (thread: Comment[]) => Comment[]) => {
    if (queryClient.getQueryData<Comment[]>(key) === undefined) refresh();
    else queryClient.setQueryData<Comment[]>(key, (thread) => (thread ? change(thread) : thread));
  };
  useSocketRoom('question', questionId, {
    'comment:created': (event) => {
      if (event.questionId !== questionId) return;
      const shown = queryClient.getQueryData<Comment[]>(key);
      if (shown && needsRefetch(shown, event.comment)) refresh();
      else update((thread) => withCommentCreated(thread, event.comment));
    },
    'comment:reactions': (event) => {
      if (event.questionId === questionId) update((thread) => withCommentReactions(thread, event));
    },
    'comment:updated': (event) => {
      if (event.questionId === questionId) update((thread) => withCommentUpdated(thread, event));
    },
    rejoined: refresh,
  });
}
