import type { User } from '@common/api/accounts.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { EditProfileForm } from './EditProfileForm.tsx';

/** The profile's settings (contract section 7.6): edit name and email, change password. */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="settings">
      <EditProfileForm user={user} />
      <ChangePasswordForm />
    </div>
  );
}
