import { Link } from 'react-router';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { excerpt } from '../../../lib/format.ts';
import { plural } from '../lib/plural.ts';
import { AuthorLine } from './AuthorLine.tsx';
import { Icon } from '../../../ui/Icon.tsx';

const excerptLength = 220;

/**
 * One post in a forum's list: its title (a link covering the card), the start of its text, its
 * author and age, and how many replies and likes it has.
 */
export function PostListItem({ wrapper }: { wrapper: ForumPostWrapper }) {
  const { post, author } = wrapper;
  const titleId = `post-${post.id}-title`;
  return (
    <li>
      <article className="forum-post-item card" data-testid="post-item" aria-labelledby={titleId}>
        <h2 id={titleId} className="forum-post-item__title">
          <Link to={`/forum/${post.forumId}/post/${post.id}`} className="forum-post-item__link">
            {post.title}
          </Link>
        </h2>
        <p className="forum-post-item__excerpt">{excerpt(post.content, excerptLength)}</p>
        <footer className="forum-post-item__footer">
          <AuthorLine author={author} createdAt={post.createdAt} />
          <p className="forum-post-item__stats">
            <span className="forum-stat">
              <Icon name="comments" size={16} />
              {plural(post.replyCount, 'reply', 'replies')}
            </span>
            <span className="forum-stat">
              <Icon name="like" size={16} />
              {plural(post.likedBy.length, 'like')}
            </span>
          </p>
        </footer>
      </article>
    </li>
  );
}
