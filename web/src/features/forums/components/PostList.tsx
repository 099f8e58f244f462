import { messages } from '@common/messages.ts';
import { PagedListState } from '../../../ui/PagedListState.tsx';
import type { useForumPosts } from '../api/posts.ts';
import { PostListItem, type PostItemActionsSlot } from './PostListItem.tsx';

/** A forum's posts, newest first, with loading, error, empty and "Load more" states; `actions` adds controls to each. */
export function PostList({ posts, actions }: { posts: ReturnType<typeof useForumPosts>; actions?: PostItemActionsSlot | undefined }) {
  return (
    <PagedListState
      query={posts}
      loading="Loading posts…"
      error={messages.load.posts}
      empty={<p className="forum-empty card">{messages.forum.noPosts}</p>}
      noun="posts"
    >
      {(items) => (
        <ol className="forum-posts" aria-label="Posts, newest first">
          {items.map((wrapper) => (
            <PostListItem key={wrapper.post.id} wrapper={wrapper} actions={actions} />
          ))}
        </ol>
      )}
    </PagedListState>
  );
}
