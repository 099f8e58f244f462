import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function PostPage() {
  return <ComingSoon title="Post" />;
}
