import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function ResourcesPage() {
  return <ComingSoon title="Free Resources" />;
}
