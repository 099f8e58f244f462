import { useRef, useState, type ReactNode } from 'react';
import type { UserType } from '@common/api/accounts.ts';
import { limits } from '@common/limits.ts';
import { useReplyForm } from '../lib/replyTarget.ts';
import { Avatar } from './Avatar.tsx';
import { AuthorReputation } from './AuthorReputation.tsx';
import { EditedMark } from './EditedMark.tsx';
import { Icon } from './Icon.tsx';
import { ProfileLink } from './ProfileLink.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { RichText } from './RichText.tsx';
import { UserTypeBadge } from './UserTypeBadge.tsx';
import './discussion.css';

interface ThreadEntryProps {
  /** The comment's or reply's id (one reply form open per thread). */
  id: number;
  /** With `username`, the name links to their public profile; `reputation` shows beside it. */
  author: { name: string; userType: UserType; username?: string; reputation?: number };
  /** When it was written, ISO 8601. */
  createdAt: string;
  /** When its author last edited it, ISO 8601; null if never. */
  editedAt?: string | null;
  text: string;
  /** 0 for a top-level entry, 1 for a reply to it, and so on. */
  depth: number;
  /** The author of the entry this one answers. */
  parentAuthor?: string;
  /** The article's accessible name, e.g. "Comment by Asha". */
  label: string;
  /** `data-testid` and other `data-` attributes of the article. */
  data: Record<`data-${string}`, string | number>;
  /** Actions before Reply (the reaction buttons). */
  reactions: ReactNode;
  /** Actions after Reply (Delete). */
  moreActions?: ReactNode;
  /** The reply form under the entry, when open; `close` closes it and focuses Reply again. */
  replyForm: (close: () => void) => ReactNode;
  /**
   * For its author only: an Edit action whose form (given `close`, which closes it and focuses
   * Edit again) takes the text's place while open.
   */
  editForm?: (close: () => void) => ReactNode;
  /** The Edit button's accessible name, e.g. "Edit your reply" (default "Edit"). */
  editLabel?: string;
  /** Marks after the time (e.g. "Accepted answer"). */
  badges?: ReactNode;
  /** Highlights the entry (the accepted answer). */
  highlighted?: boolean;
}

/**
 * One comment or reply: avatar, author (a link to their profile when the username is known) with reputation, badge and relative time, its text with links, its
 * actions and Reply, which opens `replyForm` (closing any other in the thread), and for its
 * author Edit, which puts `editForm` in the text's place; "edited" follows the time once edited.
 * Past the indent cap it says whom it answers.
 */
export function ThreadEntry(props: ThreadEntryProps) {
  const { id, author, createdAt, editedAt, text, depth, parentAuthor, label, data, reactions, moreActions, replyForm, editForm, editLabel = 'Edit', badges, highlighted } = props;
  const form = useReplyForm(id);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEdit = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <article className={highlighted ? 'thread-entry thread-entry--highlighted' : 'thread-entry'} aria-label={label} {...data}>
      <Avatar name={author.name} size="sm" />
      <div className="thread-entry__main">
        <header className="thread-entry__header">
          {author.username ? (
            <ProfileLink username={author.username} className="thread-entry__author thread-entry__author-link">
              {author.name}
            </ProfileLink>
          ) : (
            <span className="thread-entry__author">{author.name}</span>
          )}
          <AuthorReputation points={author.reputation} />
          <UserTypeBadge userType={author.userType} />
          <RelativeTime iso={createdAt} />
          <EditedMark editedAt={editedAt} />
          {badges}
        </header>
        {depth > limits.commentIndentMaxLevel && parentAuthor && <p className="thread-entry__context">↳ replying to {parentAuthor}</p>}
        {editing && editForm ? editForm(closeEdit) : <RichText text={text} className="thread-entry__text" />}
        <div className="thread-entry__actions">
          {reactions}
          <button ref={form.buttonRef} type="button" className="discussion-action" aria-expanded={form.isOpen} onClick={form.toggle}>
            <Icon name="reply" size={16} />
            Reply<span className="visually-hidden"> to {author.name}</span>
          </button>
          {editForm && (
            <button ref={editButton} type="button" className="discussion-action" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
              <Icon name="edit" size={16} />
              Edit{editLabel !== 'Edit' && <span className="visually-hidden">{editLabel.slice('Edit'.length)}</span>}
            </button>
          )}
          {moreActions}
        </div>
        {form.isOpen && replyForm(form.close)}
      </div>
    </article>
  );
}
