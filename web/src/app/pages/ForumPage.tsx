import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function ForumPage() {
  return <ComingSoon title="Forum" />;
}
