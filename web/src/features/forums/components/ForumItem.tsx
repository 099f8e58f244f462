import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Forum } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { useDeleteForum } from '../api/deleteForum.ts';
import { plural } from '../lib/plural.ts';
import { DeleteControl } from './DeleteControl.tsx';
import { Icon } from '../../../ui/Icon.tsx';

interface ForumItemProps {
  forum: Forum;
  /** Admins get a Delete button. */
  canDelete: boolean;
  /** Focuses the forum's link, e.g. right after it was created. */
  focused: boolean;
  onDeleted: () => void;
}

/** One forum in the list: its title (a link to it), description and post count. */
export function ForumItem({ forum, canDelete, focused, onDeleted }: ForumItemProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const deleteForum = useDeleteForum();
  const titleId = `forum-${forum.id}-title`;

  useEffect(() => {
    if (focused) link.current?.focus();
  }, [focused]);

  return (
    <li className={`forum-item card${focused ? ' forum-item--new' : ''}`} data-testid="forum-item">
      <div className="forum-item__main">
        <h2 id={titleId} className="forum-item__title">
          <Link ref={link} to={`/forum/${forum.id}`} className="forum-item__link">
            {forum.title}
          </Link>
        </h2>
        <p className="forum-item__description">{forum.description}</p>
      </div>
      <div className="forum-item__side">
        <span className="forum-stat">
          <Icon name="comments" size={16} />
          {plural(forum.postCount, 'post')}
        </span>
        {canDelete && (
          <DeleteControl
            what={`forum ${forum.title}`}
            title="Delete this forum?"
            body={
              <>
                <strong>{forum.title}</strong> and all of its posts and replies will be deleted for everyone. This
                cannot be undone.
              </>
            }
            remove={() => deleteForum.mutateAsync(forum.id)}
            pending={deleteForum.isPending}
            failure={messages.forum.deleteForumFailed}
            onDeleted={onDeleted}
            look="button"
          />
        )}
      </div>
    </li>
  );
}
