import { ForumIcon } from './ForumIcon.tsx';

interface ReactionButtonProps {
  kind: 'like' | 'dislike';
  /** Whether the current user has this reaction (aria-pressed). */
  pressed: boolean;
  count: number;
  onClick: () => void;
  /** While a change is being saved: announced as unavailable, clicks ignored by the caller. */
  busy: boolean;
  testId?: string;
}

const names = { like: ['Like', 'Remove like'], dislike: ['Dislike', 'Remove dislike'] } as const;

/** A thumbs up or down toggle with its count (also in `data-count`). */
export function ReactionButton({ kind, pressed, count, onClick, busy, testId }: ReactionButtonProps) {
  const [name, undo] = names[kind];
  return (
    <button
      type="button"
      className={`forum-action forum-action--${kind}`}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      title={pressed ? undo : name}
      data-testid={testId}
      data-count={count}
      onClick={onClick}
    >
      <ForumIcon name={kind} />
      <span className="visually-hidden">{name}</span>
      <span className="forum-action__count" data-count={count}>
        {count}
      </span>
    </button>
  );
}
