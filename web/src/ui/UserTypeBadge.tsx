import type { UserType } from '@common/api/accounts.ts';

/**
 * The user-type badge of spec section 2 "Forums": Mentor in blue, Student in green; `admin` (the
 * signed-in admin's own menu) shows "Admin" in dark grey instead (issue 28 item 9: an admin is no
 * Mentor, whatever type the account registered with).
 */
export function UserTypeBadge({ userType, admin = false }: { userType: UserType; admin?: boolean }) {
  if (admin) return <span className="badge badge--admin">Admin</span>;
  return <span className={`badge badge--${userType === 'Mentor' ? 'mentor' : 'student'}`}>{userType}</span>;
}
