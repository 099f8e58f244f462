import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon.tsx';

/** The "← somewhere" link at the top of forum pages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="forum-back">
      <Icon name="back" size={16} />
      {label}
    </Link>
  );
}
