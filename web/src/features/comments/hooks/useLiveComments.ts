import { withEntryCounts, withEntryText } from '../../../lib/thread.ts';
import { onlyAbout, useSocketRoom } from '../../../lib/socket.ts';
import { useCommentThreadCache } from '../api/comments.ts';
import { commentThread, withCommentAccepted } from '../lib/commentThread.ts';

/**
 * Keeps a question's comment thread live (docs/contract.md section 6): watches room
 * `question:<id>` and applies what its events carry to the thread on the page (lib/thread.ts) — a
 * new comment or reply, an edit, reaction counts (the reader's own reaction kept), the accepted
 * best explanation — without fetching the thread again. A reply whose parent is not on the page,
 * an event while no thread is cached, and a reconnect (events may have been missed) fetch the thread.
 */
export function useLiveComments(questionId: number): void {
  const thread = useCommentThreadCache(questionId);
  const ifThisQuestion = onlyAbout('questionId', questionId);
  useSocketRoom('question', questionId, {
    'comment:created': ifThisQuestion((event) => thread.add(event.comment)),
    'comment:reactions': ifThisQuestion((event) => thread.update((comments) => withEntryCounts(commentThread, comments, event))),
    'comment:updated': ifThisQuestion((event) => thread.update((comments) => withEntryText(commentThread, comments, event))),
    'comment:accepted': ifThisQuestion((event) => thread.update((comments) => withCommentAccepted(comments, event))),
    rejoined: () => void thread.refetch(),
  });
}
