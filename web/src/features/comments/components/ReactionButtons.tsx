import type { Comment } from '@common/api/comments.ts';
import type { ReactionAction } from '../api/commentTree.ts';
import { useCommentReaction } from '../api/reactions.ts';
import { ReactionIcon } from './ReactionIcon.tsx';

/**
 * Like and dislike with their counts; `aria-pressed` shows my reaction. Liking a liked comment
 * unlikes it; disliking a disliked one removes the dislike. One change at a time per comment.
 */
export function ReactionButtons({ comment }: { comment: Comment }) {
  const reaction = useCommentReaction(comment.questionId);
  const liked = comment.myReaction === 'like';
  const disliked = comment.myReaction === 'dislike';

  function react(action: ReactionAction) {
    if (!reaction.isPending) reaction.mutate({ commentId: comment.id, action });
  }

  return (
    <>
      <button
        type="button"
        className="comment__action comment__action--like"
        aria-pressed={liked}
        aria-disabled={reaction.isPending || undefined}
        title={liked ? 'Remove like' : 'Like'}
        onClick={() => react(liked ? 'unlike' : 'like')}
      >
        <ReactionIcon name="like" />
        <span className="visually-hidden">Like</span>
        <span className="comment__count">{comment.likes}</span>
      </button>
      <button
        type="button"
        className="comment__action comment__action--dislike"
        aria-pressed={disliked}
        aria-disabled={reaction.isPending || undefined}
        title={disliked ? 'Remove dislike' : 'Dislike'}
        onClick={() => react('dislike')}
      >
        <ReactionIcon name="dislike" />
        <span className="visually-hidden">Dislike</span>
        <span className="comment__count">{comment.dislikes}</span>
      </button>
    </>
  );
}
