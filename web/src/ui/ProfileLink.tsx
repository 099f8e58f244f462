import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isDotUsername } from '@common/usernames.ts';

/**
 * The public profile page of `username` (/u/{username}, contract 8.4); /u?username= for "." and
 * "..", which the browser would remove from the path.
 */
export function profilePath(username: string): string {
  return isDotUsername(username) ? `/u?username=${encodeURIComponent(username)}` : `/u/${encodeURIComponent(username)}`;
}

/** A link to `username`'s public profile showing `children` (their name). */
export function ProfileLink({ username, className, children }: { username: string; className?: string; children: ReactNode }) {
  return (
    <Link to={profilePath(username)} className={className}>
      {children}
    </Link>
  );
}
