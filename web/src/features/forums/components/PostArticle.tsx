import { useRef, useState, type ReactNode } from 'react';
import type { User } from '@common/api/accounts.ts';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { canDelete, canEdit } from '@common/policies.ts';
import { onRequest } from '../../../ui/deferred.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { RichText } from '../../../ui/RichText.tsx';
import { AuthorLine } from './AuthorLine.tsx';
import { DeleteControl } from './DeleteControl.tsx';
import { PostReactionButtons } from './PostReactionButtons.tsx';

// The edit form and its validation (react-hook-form, zod: 40 KB compressed) load when the author
// points at, focuses or presses Edit: reading the post needs neither.
const EditPostForm = onRequest(() => import('./EditPostForm.tsx').then((module) => module.EditPostForm), 'Could not load the editor. Check your connection.');

interface PostArticleProps {
  wrapper: ForumPostWrapper;
  user: User | undefined;
  /** Deletes the post; the page leaves once it resolves. */
  remove: () => Promise<unknown>;
  deleting: boolean;
  /** More controls after the reactions (e.g. the bookmark toggle). */
  actions?: ReactNode;
}

/**
 * The post itself: title, author with badge and relative time, the text with its line breaks and
 * links, like and dislike, any `actions`, Edit (title and text in place) for its author, and Delete (after
 * confirmation) for its author or an admin.
 */
export function PostArticle({ wrapper, user, remove, deleting, actions }: PostArticleProps) {
  const { post, author } = wrapper;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEdit = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (editing) {
    return (
      <article className="forum-post card" aria-label={`Editing ${post.title}`}>
        <EditPostForm.Component post={post} onClose={closeEdit} />
      </article>
    );
  }
  return (
    <article className="forum-post card" aria-labelledby="post-title">
      <header className="forum-post__header">
        <h1 id="post-title" className="forum-post__title">
          {post.title}
        </h1>
        <AuthorLine author={author} createdAt={post.createdAt} editedAt={post.editedAt} size="md" />
      </header>
      <RichText text={post.content} className="forum-post__content" />
      <footer className="forum-post__actions">
        <PostReactionButtons post={post} userId={user?.id} />
        {actions}
        {canEdit(user, post.authorId) && (
          <button ref={editButton} type="button" className="discussion-action" data-testid="post-edit" {...EditPostForm.preloadOn} onClick={() => setEditing(true)}>
            <Icon name="edit" size={16} />
            Edit<span className="visually-hidden"> your post</span>
          </button>
        )}
        {canDelete(user, post.authorId) && (
          <DeleteControl
            what="post"
            title="Delete this post?"
            body="The post and all of its replies will be deleted for everyone. This cannot be undone."
            remove={remove}
            pending={deleting}
            failure={messages.forum.deletePostFailed}
            look="button"
            testId="post-delete"
          />
        )}
      </footer>
    </article>
  );
}
