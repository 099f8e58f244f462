import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@common/api/accounts.ts';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { loginErrorMessage, useLogin } from '../api/login.ts';
import { useLoginNotice } from '../hooks/useLoginNotice.ts';
import { nextFromSearch } from '../lib/nextPath.ts';

/**
 * Username and password form; on success the session is refreshed and the user lands on `?next=`
 * (a same-site path, see lib/nextPath.ts) or /.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const next = nextFromSearch(useLocation().search);
  const notice = useLoginNotice();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, { onSuccess: () => navigate(next ?? '/', { replace: true }) });
  });

  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      {notice && !login.isError && (
        <p className="success" role="status">
          {notice}
        </p>
      )}
      {login.isError && (
        <p className="error" role="alert">
          {loginErrorMessage(login.error)}
        </p>
      )}
      <TextField
        id="login-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="btn btn--primary auth__submit" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
