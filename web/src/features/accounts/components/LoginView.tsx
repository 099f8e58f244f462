import { Link } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RedirectIfLoggedIn } from './RedirectIfLoggedIn.tsx';

/** The /login screen: visitors only. */
export function LoginView() {
  return (
    <RedirectIfLoggedIn>
      <AuthCard
        title="Welcome back"
        subtitle="Log in to pick up your practice where you left it."
        footer={<Link to="/register">New here? Create a free account</Link>}
      >
        <LoginForm />
      </AuthCard>
    </RedirectIfLoggedIn>
  );
}
