/** Editing one's own reply. */
import { useMutation } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { withEntryText } from '../../../lib/thread.ts';
import { replyThread } from '../lib/replyThread.ts';
import { usePostThreadCache } from './post.ts';

/** PUT /api/forum/replies/{id} `{ content }`: the reply with its new text and `editedAt`. */
export function editReply(replyId: number, content: string) {
  return ok(apiClient.PUT('/api/forum/replies/{id}', { params: { path: { id: replyId } }, body: { content } }));
}

/** Edits reply `replyId` of post `postId` (see `editReply`); resolves once the answer's text is on the page (no fetch of the post). */
export function useEditReply(postId: number, replyId: number) {
  const thread = usePostThreadCache(postId);
  return useMutation({
    mutationFn: (content: string) => editReply(replyId, content),
    onSuccess: (reply) => thread.update((wrapper) => withEntryText(replyThread, wrapper, { id: reply.id, text: reply.content, editedAt: reply.editedAt })),
  });
}
