import { Link, useLocation } from 'react-router';
import { nextFromSearch, withNext } from '../lib/nextPath.ts';
import { AuthCard } from './AuthCard.tsx';
import { RedirectIfLoggedIn } from './RedirectIfLoggedIn.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** The /register screen: visitors only. */
export function RegisterView() {
  const next = nextFromSearch(useLocation().search);
  return (
    <RedirectIfLoggedIn>
      <AuthCard
        wide
        title="Join the community"
        subtitle="Free and ad-free, built by aspirants for CAT, XAT and every MBA entrance in between."
        footer={<Link to={withNext('/login', next)}>Already have an account? Sign in</Link>}
      >
        <RegisterForm />
      </AuthCard>
    </RedirectIfLoggedIn>
  );
}
