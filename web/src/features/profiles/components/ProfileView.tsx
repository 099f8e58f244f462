import { useId } from 'react';
import { Link } from 'react-router';
import { acceptedAnswerPoints, type Profile } from '@common/api/reputation.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { useProfile } from '../api/profiles.ts';
import '../profiles.css';

/** The figures of a profile, in the order shown. */
const figures: ReadonlyArray<{ key: keyof Profile; label: string }> = [
  { key: 'reputation', label: 'Reputation' },
  { key: 'acceptedAnswers', label: 'Accepted answers' },
  { key: 'posts', label: 'Posts' },
  { key: 'replies', label: 'Replies' },
  { key: 'comments', label: 'Comments' },
  { key: 'questionsApproved', label: 'Questions approved' },
];

/** The page's shape while the profile loads; announced once as "Loading profile…". */
function ProfileSkeleton() {
  return (
    <div className="profile-public" role="status" aria-live="polite" data-testid="profile-loading">
      <span className="visually-hidden">Loading profile…</span>
      <div className="card profile-public__header" aria-hidden="true">
        <span className="profile-skeleton profile-skeleton--avatar" />
        <div className="profile-public__identity">
          <span className="profile-skeleton profile-skeleton--title" />
          <span className="profile-skeleton profile-skeleton--line" />
        </div>
      </div>
      <div className="card" aria-hidden="true">
        <div className="profile-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="profile-figures__item">
              <span className="profile-skeleton profile-skeleton--figure" />
              <span className="profile-skeleton profile-skeleton--line" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** "No user with that username", as the whole page, with ways on. */
function ProfileNotFound({ username }: { username: string }) {
  return (
    <div className="card profile-public__missing" data-testid="profile-not-found">
      <title>No user with that username</title>
      <h1>No user with that username</h1>
      <p className="muted">
        Nobody here is called <strong className="profile-public__missing-name">@{username}</strong>. The link may be mistyped, or the account may have changed its
        username.
      </p>
      <p>
        <Link to="/contributors">See the top contributors</Link>
      </p>
    </div>
  );
}

/** A loaded profile: who they are, since when, and their figures as a definition list. */
function LoadedProfile({ profile }: { profile: Profile }) {
  const figuresId = useId();
  const joined = formatDate(profile.joinedAt, 'd MMM yyyy');
  return (
    <div className="profile-public" data-testid="public-profile">
      <title>{`${profile.name} (@${profile.username})`}</title>
      <header className="card profile-public__header">
        <Avatar name={profile.name} size="lg" />
        <div className="profile-public__identity">
          <h1 className="profile-public__name">{profile.name}</h1>
          <p className="profile-public__meta">
            <span className="profile-public__username">@{profile.username}</span>
            <UserTypeBadge userType={profile.userType} />
          </p>
          <p className="profile-public__meta muted">
            Joined <time dateTime={profile.joinedAt}>{joined}</time>
          </p>
        </div>
      </header>
      <section className="card" aria-labelledby={figuresId}>
        <h2 id={figuresId} className="profile-public__section-title">
          Contributions
        </h2>
        <dl className="profile-figures" data-testid="profile-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="profile-figures__item" data-figure={figure.key}>
              <dt>{figure.label}</dt>
              <dd>{profile[figure.key]}</dd>
            </div>
          ))}
        </dl>
        <p className="muted profile-public__note">
          Reputation is the likes received on posts, replies and comments, plus {acceptedAnswerPoints} for each answer someone else accepted.
        </p>
      </section>
    </div>
  );
}

/**
 * The public profile of `username` (/u/{username}, contract 8.4): name, username, type, joined
 * date, reputation and counts; never mobile or email. A skeleton while loading, "No user with that
 * username" for a 404, and the load error with "Try again" otherwise.
 */
export function ProfileView({ username }: { username: string }) {
  const profile = useProfile(username);
  const notFound = profile.error instanceof ApiRequestError && profile.error.status === 404;
  return (
    <main className="page page--narrow">
      {profile.data ? (
        <LoadedProfile profile={profile.data} />
      ) : profile.isPending ? (
        <>
          <title>Profile</title>
          <ProfileSkeleton />
        </>
      ) : notFound ? (
        <ProfileNotFound username={username} />
      ) : (
        <>
          <title>Profile</title>
          <h1>Profile</h1>
          <LoadError text="Failed to load the profile. Please try again." onRetry={() => void profile.refetch()} />
        </>
      )}
    </main>
  );
}
