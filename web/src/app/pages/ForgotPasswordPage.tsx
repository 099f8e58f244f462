import { ForgotPasswordView } from '../../features/accounts/components/ForgotPasswordView.tsx';

/** /forgot-password (public). */
export default function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}
