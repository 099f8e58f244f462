import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeFormSchema, type PasswordChangeFormInput } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { settingsErrorMessage, useChangePassword } from '../api/accountSettings.ts';

const empty: PasswordChangeFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change my password (POST /api/users/me/password): the current one, then the new one twice (the
 * registration rules). This session stays; the others end.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeFormInput>({ resolver: zodResolver(passwordChangeFormSchema), mode: 'onTouched', defaultValues: empty });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }, { onSuccess: () => reset(empty) }));

  return (
    <section className="card profile__section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <form className="settings__form" onSubmit={onSubmit} noValidate>
        {change.isSuccess && (
          <p className="success" role="status">
            {messages.account.passwordChanged}
          </p>
        )}
        {change.isError && (
          <p className="error" role="alert">
            {settingsErrorMessage(change.error, messages.account.passwordChangeFailed)}
          </p>
        )}
        <PasswordField id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <PasswordField id="new-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordField id="confirm-new-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <div className="settings__actions">
          <BusyButton type="submit" className="btn btn--primary" busy={change.isPending}>
            Change password
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
