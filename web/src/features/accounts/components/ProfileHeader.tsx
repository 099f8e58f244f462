import type { User } from '@common/api/accounts.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';

/** The profile banner: avatar, name, username and user-type badge. */
export function ProfileHeader({ user }: { user: User }) {
  return (
    <section className="card profile__header" aria-label="Profile summary">
      <Avatar name={user.name} size="lg" />
      <div className="profile__identity">
        <p className="profile__name">{user.name}</p>
        <p className="muted profile__username">@{user.username}</p>
        <UserTypeBadge userType={user.userType} />
      </div>
    </section>
  );
}
