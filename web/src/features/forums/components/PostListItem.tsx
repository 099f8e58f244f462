import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { plural } from '../lib/plural.ts';
import { AuthorLine } from './AuthorLine.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import '../../../ui/discussion.css';

const excerptLength = 220;

/** More controls in a listed post's footer (e.g. the bookmark toggle, from another feature); `titleId` names the post. */
export type PostItemActionsSlot = (wrapper: ForumPostWrapper, titleId: string) => ReactNode;

/**
 * One post in a forum's list: its title (a link covering the card), the start of its text, its
 * author and age, Solved when a reply is accepted, how many replies and likes it has, and any `actions` (given the title's element
 * id, to describe them by).
 */
export function PostListItem({ wrapper, actions }: { wrapper: ForumPostWrapper; actions?: PostItemActionsSlot | undefined }) {
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
          <AuthorLine author={author} createdAt={post.createdAt} editedAt={post.editedAt} />
          <p className="forum-post-item__stats">
            {post.solved && (
              <span className="accepted-badge" data-testid="solved-badge">
                ✓ Solved
              </span>
            )}
            <span className="forum-stat">
              <Icon name="comments" size={16} />
              {plural(post.replyCount, 'reply', 'replies')}
            </span>
            <span className="forum-stat">
              <Icon name="like" size={16} />
              {plural(post.likedBy.length, 'like')}
            </span>
          </p>
          {actions?.(wrapper, titleId)}
        </footer>
      </article>
    </li>
  );
}
