import { Link } from 'react-router';
import { ForumIcon } from './ForumIcon.tsx';

/** The "← somewhere" link at the top of forum pages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="forum-back">
      <ForumIcon name="back" />
      {label}
    </Link>
  );
}
