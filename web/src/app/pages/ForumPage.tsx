import { BookmarkToggle } from '../../features/bookmarks/components/BookmarkToggle.tsx';
import { ForumView } from '../../features/forums/components/ForumView.tsx';

/** /forum/{forumId}: a forum's posts, each with its bookmark toggle. */
export default function ForumPage() {
  return <ForumView postActions={(wrapper, titleId) => <BookmarkToggle kind="post" id={wrapper.post.id} saved={wrapper.bookmarked} describedBy={titleId} />} />;
}
