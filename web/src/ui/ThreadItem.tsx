import type { ReactNode } from 'react';
import type { UserType } from '@common/api/accounts.ts';
import type { ThreadNode as Node } from '../lib/thread.ts';
import { useEntryReaction, type EntryReactionOptions } from '../lib/threadCache.ts';
import type { ReactionAction } from '../lib/reactions.ts';
import { ReactionButtons } from './ReactionButtons.tsx';
import { ThreadEntry } from './ThreadEntry.tsx';
import { ThreadNode } from './ThreadSection.tsx';

/** An entry's author as the thread shows it (with `username`, the name links to their profile; `reputation` shows beside it). */
export interface ThreadAuthor {
  id: number;
  name: string;
  userType: UserType;
  username?: string;
  reputation?: number;
}

/**
 * How a feature's entries show in the one thread (a question's comments, a post's replies): the
 * words, the API's fields, and the feature's own forms and actions. Render functions answer
 * elements of the feature's components, so their state survives a new `kind` object per render.
 */
export interface ThreadItemKind<TData, T extends Node<T>, TResult> {
  /** What an entry is called: "comment" or "reply" ("Comment by Asha", "Replies to a deleted reply"). */
  noun: 'comment' | 'reply';
  /** The entry's author; null for a deleted placeholder whose replies stay. */
  author: (entry: T) => ThreadAuthor | null;
  /** When it was written and last edited (ISO 8601; null if never), and its text. */
  fields: (entry: T) => { createdAt: string; editedAt: string | null; text: string };
  /** The mark after the time when `entry` is accepted (e.g. "Best explanation"), null when it is not. */
  acceptedMark: (entry: T) => string | null;
  /** Liking and disliking an entry (see `useEntryReaction`). */
  reaction: EntryReactionOptions<TData, T, TResult>;
  /** The message under the buttons after a failed reaction, or null (default: none shown). */
  reactionFailure?: (failed: boolean, action: ReactionAction | undefined) => string | null;
  /** The Edit button's accessible name (e.g. "Edit your reply"). */
  editLabel: (entry: T) => string;
  /** Whether the viewer may edit `entry` (its author). */
  canEdit: (entry: T) => boolean;
  /** The inline edit box; `close` closes it and focuses Edit again. */
  editForm: (entry: T, close: () => void) => ReactNode;
  /** The inline reply box; `close` closes it and focuses Reply again. */
  replyForm: (entry: T, author: ThreadAuthor, close: () => void) => ReactNode;
  /** Actions after Reply and Edit (Accept, Delete). */
  moreActions: (entry: T, author: ThreadAuthor) => ReactNode;
}

interface ThreadItemProps<TData, T extends Node<T>, TResult> {
  entry: T;
  kind: ThreadItemKind<TData, T, TResult>;
  /** 0 for a top-level entry, 1 for a reply to it, and so on. */
  depth: number;
  /** The author of the entry this one answers. */
  parentAuthor?: string;
}

function LiveEntry<TData, T extends Node<T>, TResult>({ entry, kind, depth, parentAuthor, author }: ThreadItemProps<TData, T, TResult> & { author: ThreadAuthor }) {
  const reaction = useEntryReaction(entry.id, kind.reaction);
  const { createdAt, editedAt, text } = kind.fields(entry);
  const mark = kind.acceptedMark(entry);
  const noun = kind.noun;
  return (
    <ThreadEntry
      id={entry.id}
      author={author}
      createdAt={createdAt}
      editedAt={editedAt}
      text={text}
      depth={depth}
      parentAuthor={parentAuthor}
      label={`${noun === 'comment' ? 'Comment' : 'Reply'} by ${author.name}`}
      data={{ 'data-testid': noun, [`data-${noun}-id`]: entry.id }}
      reactions={
        <ReactionButtons
          {...kind.reaction.access.reactionsOf(entry)}
          busy={reaction.isPending}
          onReact={(action) => reaction.mutate(action)}
          failure={kind.reactionFailure?.(reaction.isError, reaction.variables)}
        />
      }
      badges={mark && <span className="accepted-badge">{`✓ ${mark}`}</span>}
      highlighted={mark !== null}
      moreActions={kind.moreActions(entry, author)}
      replyForm={(close) => kind.replyForm(entry, author, close)}
      editForm={kind.canEdit(entry) ? (close) => kind.editForm(entry, close) : undefined}
      editLabel={kind.editLabel(entry)}
    />
  );
}

/**
 * One entry of a thread as a list item: its author, time ("edited" once edited), the accepted mark
 * (highlighted), its text, like and dislike (one change at a time), Reply (one form open at a
 * time), Edit for its author, the feature's other actions, and its replies, nested under it. A
 * deleted entry whose replies stay shows "This reply was deleted." above them.
 */
export function ThreadItem<TData, T extends Node<T>, TResult>(props: ThreadItemProps<TData, T, TResult>) {
  const { entry, kind, depth } = props;
  const author = kind.author(entry);
  const noun = kind.noun;
  return (
    <ThreadNode
      depth={depth}
      repliesLabel={author ? `Replies to ${author.name}` : `Replies to a deleted ${noun}`}
      replies={entry.replies.map((child) => (
        <ThreadItem key={child.id} entry={child} kind={kind} depth={depth + 1} parentAuthor={author?.name ?? `a deleted ${noun}`} />
      ))}
    >
      {author ? (
        <LiveEntry {...props} author={author} />
      ) : (
        <article className="thread-entry" data-testid={noun} {...{ [`data-${noun}-id`]: entry.id }} data-deleted="true" aria-label={`Deleted ${noun}`}>
          <p className="thread-entry__deleted">This {noun} was deleted.</p>
        </article>
      )}
    </ThreadNode>
  );
}
