import type { User } from '@common/api/accounts.ts';
import { isAdmin } from '@common/policies.ts';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';

/** The spec's role labels: "Admin" for admins, "User" otherwise (the default). */
const roleLabel = (user: Pick<User, 'role'>) => (isAdmin(user) ? 'Admin' : 'User');

/**
 * Users as a table (name, username, email, mobile, role, type). It scrolls sideways inside its own
 * focusable region on narrow screens, so the page itself never does.
 */
export function UsersTable({ users, busy }: { users: User[]; busy: boolean }) {
  return (
    <div className="users-table" role="region" aria-label="Users" tabIndex={0} aria-busy={busy}>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Mobile</th>
            <th scope="col">Role</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid="user-row">
              <th scope="row" className="users-table__name">
                {user.name}
              </th>
              <td>@{user.username}</td>
              <td>
                {user.emailId ?? '—'}
                {user.emailVerified && (
                  <span className="users-table__verified" title="Email verified">
                    {' '}✓<span className="visually-hidden"> (verified)</span>
                  </span>
                )}
              </td>
              <td className="users-table__mobile">{user.mobile ?? <span className="muted">—</span>}</td>
              <td>
                <span className={`users-table__role users-table__role--${isAdmin(user) ? 'admin' : 'user'}`}>{roleLabel(user)}</span>
              </td>
              <td>
                <span className="users-table__type">
                  <UserTypeBadge userType={user.userType} />
                  {user.mentorStatus === 'pending' && <span className="users-table__pending">Mentor request pending</span>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
