import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@common/api/accounts.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { resetErrorMessage, useRequestPasswordReset } from '../api/passwordReset.ts';

/** Step one of a password reset: the email address; `onSent` gets it once the request is accepted. */
export function ResetRequestForm({ onSent }: { onSent: (emailId: string) => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({ resolver: zodResolver(passwordResetRequestSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(({ emailId }) => request.mutate(emailId, { onSuccess: () => onSent(emailId) }));

  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      {request.isError && (
        <p className="error" role="alert">
          {resetErrorMessage(request.error)}
        </p>
      )}
      <TextField id="reset-email" label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} error={errors.emailId?.message} {...register('emailId')} />
      <BusyButton type="submit" className="btn btn--primary auth__submit" busy={request.isPending}>
        Send code
      </BusyButton>
    </form>
  );
}
