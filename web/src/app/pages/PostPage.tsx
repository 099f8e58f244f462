import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { PostView } from '../../features/forums/components/PostView.tsx';

/** /forum/{forumId}/post/{id}: a post with its replies, for the signed-in user (from accounts). */
export default function PostPage() {
  const { user } = useCurrentUser();
  return <PostView user={user} />;
}
