import { ForumView } from '../../features/forums/components/ForumView.tsx';

/** /forum/{forumId}: a forum's posts. */
export default function ForumPage() {
  return <ForumView />;
}
