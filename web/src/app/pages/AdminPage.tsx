import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
