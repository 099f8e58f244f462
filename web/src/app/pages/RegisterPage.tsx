import { RegisterView } from '../../features/accounts/components/RegisterView.tsx';

/** /register (public). */
export default function RegisterPage() {
  return <RegisterView />;
}
