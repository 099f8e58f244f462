import type { User } from '@common/api/accounts.ts';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { canDelete } from '@common/policies.ts';
import { RichText } from '../../../ui/RichText.tsx';
import { AuthorLine } from './AuthorLine.tsx';
import { DeleteControl } from './DeleteControl.tsx';
import { PostReactionButtons } from './PostReactionButtons.tsx';

interface PostArticleProps {
  wrapper: ForumPostWrapper;
  user: User | undefined;
  /** Deletes the post; the page leaves once it resolves. */
  remove: () => Promise<unknown>;
  deleting: boolean;
}

/**
 * The post itself: title, author with badge and relative time, the text with its line breaks and
 * links, like and dislike, and Delete (after confirmation) for its author or an admin.
 */
export function PostArticle({ wrapper, user, remove, deleting }: PostArticleProps) {
  const { post, author } = wrapper;
  return (
    <article className="forum-post card" aria-labelledby="post-title">
      <header className="forum-post__header">
        <h1 id="post-title" className="forum-post__title">
          {post.title}
        </h1>
        <AuthorLine author={author} createdAt={post.createdAt} size="md" />
      </header>
      <RichText text={post.content} className="forum-post__content" />
      <footer className="forum-post__actions">
        <PostReactionButtons post={post} userId={user?.id} />
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
