/** The message of a failed like or dislike under a forum post or reply. */
import { messages } from '@common/messages.ts';
import type { ReactionAction } from '../../../lib/reactions.ts';

/** The message for a failed reaction of a post or reply, or null when the last one did not fail. */
export function reactionFailure(failed: boolean, action: ReactionAction | undefined): string | null {
  if (!failed) return null;
  return action === 'dislike' ? messages.forum.dislikeFailed : messages.forum.likeFailed;
}
