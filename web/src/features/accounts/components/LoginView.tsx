import { Link, useLocation } from 'react-router';
import { nextFromSearch, withNext } from '../lib/nextPath.ts';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RedirectIfLoggedIn } from './RedirectIfLoggedIn.tsx';

/** The /login screen: visitors only. */
export function LoginView() {
  const next = nextFromSearch(useLocation().search);
  return (
    <RedirectIfLoggedIn>
      <AuthCard
        title="Welcome back"
        subtitle="Log in to pick up your practice where you left it."
        footer={<Link to={withNext('/register', next)}>New here? Create a free account</Link>}
      >
        <LoginForm />
        <p className="auth__forgot">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      </AuthCard>
    </RedirectIfLoggedIn>
  );
}
