import { LoginView } from '../../features/accounts/components/LoginView.tsx';

/** /login (public). */
export default function LoginPage() {
  return <LoginView />;
}
