import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function NewPostPage() {
  return <ComingSoon title="New Post" />;
}
