import type { Reaction, ReactionAction } from '../lib/reactions.ts';
import { Icon } from './Icon.tsx';
import './discussion.css';

interface ReactionButtonsProps {
  likes: number;
  dislikes: number;
  /** The current user's reaction, shown as `aria-pressed`. */
  myReaction: Reaction | null;
  /** Called with what a click asks for: liking a liked thing unlikes it, disliking a disliked one removes the dislike. */
  onReact: (action: ReactionAction) => void;
  /** While a change is being saved (or the user is not known yet): announced as unavailable, clicks ignored. */
  busy: boolean;
  /** The failure of the last change, shown under the buttons. */
  failure?: string | null;
  /** `data-testid`s of the like and dislike buttons. */
  testIds?: { like: string; dislike: string };
}

const names = { like: ['Like', 'Remove like'], dislike: ['Dislike', 'Remove dislike'] } as const;

function ReactionButton(props: { kind: Reaction; pressed: boolean; count: number; busy: boolean; onClick: () => void; testId?: string }) {
  const { kind, pressed, count, busy, onClick, testId } = props;
  const [name, undo] = names[kind];
  return (
    <button
      type="button"
      className={`discussion-action discussion-action--${kind}`}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      title={pressed ? undo : name}
      data-testid={testId}
      data-count={count}
      onClick={onClick}
    >
      <Icon name={kind} size={16} />
      <span className="visually-hidden">{name}</span>
      <span className="discussion-action__count">{count}</span>
    </button>
  );
}

/**
 * Like and dislike of a comment, post or reply, each a toggle with its count (also in
 * `data-count`); the current user's reaction is `aria-pressed`.
 */
export function ReactionButtons({ likes, dislikes, myReaction, onReact, busy, failure, testIds }: ReactionButtonsProps) {
  const liked = myReaction === 'like';
  const react = (action: ReactionAction) => {
    if (!busy) onReact(action);
  };
  return (
    <>
      <ReactionButton kind="like" pressed={liked} count={likes} busy={busy} testId={testIds?.like} onClick={() => react(liked ? 'unlike' : 'like')} />
      <ReactionButton kind="dislike" pressed={myReaction === 'dislike'} count={dislikes} busy={busy} testId={testIds?.dislike} onClick={() => react('dislike')} />
      {failure && (
        <p className="discussion-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
