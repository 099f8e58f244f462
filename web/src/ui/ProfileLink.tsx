import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The public profile page of `username` (/u/{username}, contract 8.4). */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** A link to `username`'s public profile showing `children` (their name). */
export function ProfileLink({ username, className, children }: { username: string; className?: string; children: ReactNode }) {
  return (
    <Link to={profilePath(username)} className={className}>
      {children}
    </Link>
  );
}
