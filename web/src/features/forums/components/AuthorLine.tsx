import type { UserType } from '@common/api/accounts.ts';
import { AuthorReputation } from '../../../ui/AuthorReputation.tsx';
import { Avatar } from '../../../ui/Avatar.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { EditedMark } from '../../../ui/EditedMark.tsx';
import { ProfileLink } from '../../../ui/ProfileLink.tsx';

interface AuthorLineProps {
  /** With `username`, the name links to their public profile; `reputation` shows beside it. */
  author: { name: string; userType: UserType; username?: string; reputation?: number };
  /** When it was written, ISO 8601. */
  createdAt: string;
  /** When its author last edited it, ISO 8601; null if never ("edited" then follows the time). */
  editedAt?: string | null;
  size?: 'sm' | 'md';
}

/** Who wrote a post and when: initials avatar, name (a link to their profile when the username is known), reputation, Mentor/Student badge, relative time, "edited" once edited. */
export function AuthorLine({ author, createdAt, editedAt, size = 'sm' }: AuthorLineProps) {
  return (
    <div className={`forum-author forum-author--${size}`}>
      <Avatar name={author.name} size={size} />
      <div className="forum-author__text">
        {author.username ? (
          <ProfileLink username={author.username} className="forum-author__name forum-author__link">
            {author.name}
          </ProfileLink>
        ) : (
          <span className="forum-author__name">{author.name}</span>
        )}
        <AuthorReputation points={author.reputation} />
        <UserTypeBadge userType={author.userType} />
        <RelativeTime iso={createdAt} />
        <EditedMark editedAt={editedAt} />
      </div>
    </div>
  );
}
