import type { UserType } from '@common/api/accounts.ts';

/** The user-type badge of spec section 2 "Forums": Mentor in blue, Student in green. */
export function UserTypeBadge({ userType }: { userType: UserType }) {
  return <span className={`badge badge--${userType === 'Mentor' ? 'mentor' : 'student'}`}>{userType}</span>;
}
