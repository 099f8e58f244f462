import type { User } from '@common/api/accounts.ts';
import { canModerateUser, isAdmin, type Actor } from '@common/policies.ts';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { UserActions } from './UserActions.tsx';

/** The spec's role labels: "Admin" for admins, "User" otherwise (the default). */
const roleLabel = (user: Pick<User, 'role'>) => (isAdmin(user) ? 'Admin' : 'User');

/**
 * Users as a table (name, username, email, mobile, role, type, status, actions). It scrolls
 * sideways inside its own focusable region on narrow screens, so the page itself never does. The
 * actions (suspend, role) are offered on every user but the `viewer` (contract section 7.6).
 */
export function UsersTable({ users, busy, viewer }: { users: User[]; busy: boolean; viewer: Actor | undefined }) {
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
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
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
              <td className="users-table__status">
                {user.suspended ? <span className="status status--warn">Suspended</span> : <span className="status status--ok">Active</span>}
              </td>
              <td>{canModerateUser(viewer, user.id) ? <UserActions user={user} /> : <span className="muted">{viewer?.id === user.id ? 'You' : '—'}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
