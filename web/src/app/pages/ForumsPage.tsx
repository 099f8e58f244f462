import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function ForumsPage() {
  return <ComingSoon title="Forums" />;
}
