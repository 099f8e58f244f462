import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdate, type User } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { settingsErrorMessage, useUpdateProfile } from '../api/accountSettings.ts';

/**
 * Edit my name and email address (PATCH /api/users/me). A new address must be verified again (the
 * hint says so) and needs my current password (contract 8.6: the field appears once the address
 * is changed); an address another account uses reads "Username or email already exists".
 */
export function EditProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: user.name, emailId: user.emailId ?? '', currentPassword: '' },
  });
  const emailChanged = (watch('emailId') ?? '').trim() !== (user.emailId ?? '');

  const onSubmit = handleSubmit(({ currentPassword, ...values }) => {
    if (emailChanged && !currentPassword) {
      setError('currentPassword', { message: messages.account.currentPasswordRequired }, { shouldFocus: true });
      return;
    }
    update.mutate(emailChanged ? { ...values, currentPassword } : values, {
      onSuccess: (saved) => reset({ name: saved.name, emailId: saved.emailId ?? '', currentPassword: '' }),
    });
  });

  return (
    <section className="card profile__section" aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">Edit profile</h2>
      <form className="settings__form" onSubmit={onSubmit} noValidate>
        {update.isSuccess && !isDirty && (
          <p className="success" role="status">
            {messages.account.profileSaved}
          </p>
        )}
        {update.isError && (
          <p className="error" role="alert">
            {settingsErrorMessage(update.error, messages.account.profileSaveFailed)}
          </p>
        )}
        <TextField id="profile-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          hint="A new address needs verifying again."
          error={errors.emailId?.message}
          {...register('emailId')}
        />
        {emailChanged && (
          <PasswordField
            id="profile-current-password"
            label="Current password"
            autoComplete="current-password"
            hint="Needed to change your email address."
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <div className="settings__actions">
          <BusyButton type="submit" className="btn btn--primary" busy={update.isPending} disabled={!isDirty}>
            Save profile
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
