import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { passwordResetFormSchema, type PasswordResetFormInput } from '@common/api/accounts.ts';
import { otpDigits } from '@common/api/verification.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { resetErrorMessage, useConfirmPasswordReset, useRequestPasswordReset } from '../api/passwordReset.ts';
import { loginNoticeState } from '../lib/loginNotice.ts';
import { ResendButton } from './ResendButton.tsx';

interface ResetConfirmFormProps {
  emailId: string;
  /** When the last code was asked for (ms since the epoch): Resend waits out the cooldown from it. */
  sentAt: number;
  onResent: (at: number) => void;
  onChangeEmail: () => void;
}

/**
 * Step two of a password reset: the 6-digit code (digits only, numeric keyboard, pasted text
 * cleaned) and the new password twice (the registration rules). Success goes to /login with a
 * notice; a refused code reads "Invalid code".
 */
export function ResetConfirmForm({ emailId, sentAt, onResent, onChangeEmail }: ResetConfirmFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const resend = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<PasswordResetFormInput>({ resolver: zodResolver(passwordResetFormSchema), mode: 'onTouched', defaultValues: { code: '', password: '', confirmPassword: '' } });
  const code = register('code');

  const onSubmit = handleSubmit(({ code, password }) =>
    confirm.mutate({ emailId, code, password }, { onSuccess: () => navigate('/login', { state: loginNoticeState(messages.account.resetDone) }) }),
  );

  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      <p className="success" role="status">
        {messages.account.resetRequested}
      </p>
      <p className="reset__address">
        <span className="muted">Email:</span> <strong>{emailId}</strong>{' '}
        <button type="button" className="btn btn--link" onClick={onChangeEmail}>
          Use another email
        </button>
      </p>
      {confirm.isError && (
        <p className="error" role="alert">
          {resetErrorMessage(confirm.error)}
        </p>
      )}
      <TextField
        id="reset-code"
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={limits.otpLength}
        error={errors.code?.message}
        {...code}
        onChange={(event) => {
          setValue('code', otpDigits(event.target.value), { shouldValidate: Boolean(errors.code) });
        }}
      />
      <PasswordField id="reset-password" label="New password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <PasswordField id="reset-confirm" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <BusyButton type="submit" className="btn btn--primary auth__submit" busy={confirm.isPending}>
        Reset password
      </BusyButton>
      <ResendButton
        availableAt={sentAt + limits.otpResendCooldownSeconds * 1000}
        pending={resend.isPending}
        onResend={() => resend.mutate(emailId, { onSuccess: () => onResent(Date.now()) })}
      />
      {resend.isError && (
        <p className="field-error" role="alert">
          {resetErrorMessage(resend.error)}
        </p>
      )}
    </form>
  );
}
