import type { User } from '@common/api/accounts.ts';
import { isAdmin } from '@common/policies.ts';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { EmailStatus } from './EmailStatus.tsx';

/** The account information list: contact details, type, role and a pending mentor request. */
export function AccountDetails({ user }: { user: User }) {
  return (
    <section className="card profile__section" aria-labelledby="account-title">
      <h2 id="account-title">Account information</h2>
      <dl className="details">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <span className="details__email">{user.emailId ?? 'Not added'}</span>
            <EmailStatus verified={user.emailVerified} />
          </dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{user.mobile ? `+91 ${user.mobile}` : <span className="muted">Not added</span>}</dd>
        </div>
        <div>
          <dt>User type</dt>
          <dd>
            <UserTypeBadge userType={user.userType} />
          </dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{isAdmin(user) ? 'Admin' : 'User'}</dd>
        </div>
        {user.mentorStatus === 'pending' && (
          <div>
            <dt>Mentor status</dt>
            <dd>
              <span className="status status--pending">Pending admin approval</span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
