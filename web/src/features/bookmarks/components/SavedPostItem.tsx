import { Link } from 'react-router';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { BookmarkToggle } from './BookmarkToggle.tsx';

/** A saved forum post: its title (linking to it), author and reply count, and its bookmark toggle. */
export function SavedPostItem({ wrapper }: { wrapper: ForumPostWrapper }) {
  const { post, author } = wrapper;
  return (
    <li className="saved-item card" data-testid="saved-post">
      <Link to={`/forum/${post.forumId}/post/${post.id}`} className="saved-item__link">
        {post.title}
      </Link>
      <div className="saved-item__meta">
        <span className="muted">
          by {author.name} · {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'}
        </span>
        <BookmarkToggle kind="post" id={post.id} saved={wrapper.bookmarked} />
      </div>
    </li>
  );
}
