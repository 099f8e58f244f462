import type { ReactNode } from 'react';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useCurrentUser } from '../api/session.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { AccountSettings } from './AccountSettings.tsx';
import { ActivitySummary } from './ActivitySummary.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import '../accounts.css';

/** /profile: who I am, my email status and my activity (spec section 2 "Profile"); `children` (other features' settings) follow. */
export function ProfileView({ children }: { children?: ReactNode }) {
  const { me, user } = useCurrentUser();
  if (me.isPending) return <Loading label="Loading your profile…" />;
  if (!user) {
    return (
      <main className="page page--narrow">
        <p className="error" role="alert">
          {messages.notFound.userProfile}
        </p>
      </main>
    );
  }
  return (
    <main className="page profile">
      <h1 className="visually-hidden">My Profile</h1>
      <ProfileHeader user={user} />
      <div className="profile__grid">
        <AccountDetails user={user} />
        <ActivitySummary />
      </div>
      <AccountSettings user={user} />
      {children}
    </main>
  );
}
