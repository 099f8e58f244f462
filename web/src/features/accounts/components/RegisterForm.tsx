import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  registrationFormSchema,
  type RegistrationFormInput,
  type RegistrationInput,
} from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { registeredNotice, registrationErrorMessage, useRegister } from '../api/register.ts';
import { loginNoticeState } from '../lib/loginNotice.ts';
import { nextFromSearch, withNext } from '../lib/nextPath.ts';
import { MentorInfoDialog } from './MentorInfoDialog.tsx';
import { MobileOtp } from './MobileOtp.tsx';
import { UserTypeField } from './UserTypeField.tsx';

type RegistrationForm = z.output<typeof registrationFormSchema>;

const emptyForm: RegistrationFormInput = {
  name: '',
  username: '',
  password: '',
  confirmPassword: '',
  mobile: '',
  emailId: '',
  userType: 'Student',
};

/** The registration payload: the form's fields without the confirm password. */
function toPayload(form: RegistrationForm, pendingMentor: boolean): RegistrationInput {
  return {
    name: form.name,
    username: form.username,
    password: form.password,
    mobile: form.mobile ?? undefined,
    emailId: form.emailId,
    userType: form.userType,
    ...(pendingMentor ? { pendingMentor: true } : {}),
  };
}

/**
 * The registration form (spec sections 4, 5): every rule's message under its field; the mobile
 * number can be verified by OTP (not required to register); a Mentor sign-up first shows the
 * approval dialog; success goes to /login with a notice (keeping `?next=`, so logging in then
 * returns to the page the visitor first asked for).
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const next = nextFromSearch(useLocation().search);
  const registerUser = useRegister();
  const [mentorDraft, setMentorDraft] = useState<RegistrationForm | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RegistrationFormInput, unknown, RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  const mobileDigits = (watch('mobile') ?? '').replace(/\s+/g, '');

  const send = (form: RegistrationForm, pendingMentor: boolean) => {
    registerUser.mutate(toPayload(form, pendingMentor), {
      onSuccess: () => navigate(withNext('/login', next), { state: loginNoticeState(registeredNotice) }),
    });
  };

  const onSubmit = handleSubmit((form) => {
    if (form.userType === 'Mentor') setMentorDraft(form);
    else send(form, false);
  });

  const continueAsMentor = () => {
    if (mentorDraft) send(mentorDraft, true);
    setMentorDraft(null);
  };

  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      <div className="auth__grid">
        <TextField id="register-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          id="register-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordField
          id="register-confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div>
          <TextField
            id="register-mobile"
            label="Mobile Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            addon="+91"
            optional
            hint={messages.validation.mobileNote}
            error={errors.mobile?.message}
            {...register('mobile')}
          />
          <MobileOtp key={mobileDigits} number={mobileDigits} />
        </div>
        <TextField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.emailId?.message}
          {...register('emailId')}
        />
      </div>
      <UserTypeField registration={register('userType')} error={errors.userType?.message} />
      {registerUser.isError && (
        <p className="error" role="alert">
          {registrationErrorMessage(registerUser.error)}
        </p>
      )}
      <button type="submit" className="btn btn--primary auth__submit" disabled={registerUser.isPending} aria-busy={registerUser.isPending}>
        {registerUser.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
        Register
      </button>
      {mentorDraft && <MentorInfoDialog onContinue={continueAsMentor} onCancel={() => setMentorDraft(null)} />}
    </form>
  );
}
