import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { BookmarkToggle } from '../../features/bookmarks/components/BookmarkToggle.tsx';
import { PostView } from '../../features/forums/components/PostView.tsx';

/** /forum/{forumId}/post/{id}: a post with its replies, for the signed-in user (from accounts), with the bookmark toggle. */
export default function PostPage() {
  const { user } = useCurrentUser();
  return <PostView user={user} actions={(wrapper) => <BookmarkToggle kind="post" id={wrapper.post.id} saved={wrapper.bookmarked} />} />;
}
