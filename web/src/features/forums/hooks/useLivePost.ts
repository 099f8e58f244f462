import { onlyAbout, useSocketRoom } from '../../../lib/socket.ts';
import { withEntryCounts, withEntryText } from '../../../lib/thread.ts';
import { usePostThreadCache } from '../api/post.ts';
import { replyThread, withPostAccepted, withPostReactions, withPostUpdated } from '../lib/replyThread.ts';

/**
 * Keeps a post live (docs/contract.md section 6): watches room `post:<id>` and applies what its
 * events carry to the post on the page (lib/thread.ts, lib/replyThread.ts) — a new reply, an edit
 * of a reply or of the post, reaction counts, the accepted answer — without fetching the thread
 * again. A deleted reply (the server decides whether it stays as a placeholder), a reply whose
 * parent is not on the page and a reconnect (events may have been missed) fetch the post. When the
 * post is deleted it calls `onDeleted` instead.
 */
export function useLivePost(postId: number, onDeleted: () => void): void {
  const thread = usePostThreadCache(postId);
  const ifThisPost = onlyAbout('postId', postId);
  useSocketRoom('post', postId, {
    'reply:created': ifThisPost((event) => thread.add(event.reply)),
    'reply:deleted': ifThisPost(() => thread.refetch()),
    'reply:updated': ifThisPost((event) => thread.update((wrapper) => withEntryText(replyThread, wrapper, { id: event.replyId, text: event.content, editedAt: event.editedAt }))),
    'post:updated': ifThisPost((event) => thread.update((wrapper) => withPostUpdated(wrapper, event))),
    'post:reactions': ifThisPost((event) => thread.update((wrapper) => withPostReactions(wrapper, event))),
    'post:accepted': ifThisPost((event) => thread.update((wrapper) => withPostAccepted(wrapper, event.acceptedReplyId))),
    'reply:reactions': (event) =>
      void thread.update((wrapper) => withEntryCounts(replyThread, wrapper, { id: event.replyId, likes: event.likeCount, dislikes: event.dislikeCount, myReaction: event.myReaction })),
    'post:deleted': ifThisPost(onDeleted),
    rejoined: () => void thread.refetch(),
  });
}
