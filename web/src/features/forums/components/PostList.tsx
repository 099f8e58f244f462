import { messages } from '@common/messages.ts';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import type { useForumPosts } from '../api/posts.ts';
import { PostListItem } from './PostListItem.tsx';

/** A forum's posts, newest first, with loading, error, empty and "Load more" states. */
export function PostList({ posts }: { posts: ReturnType<typeof useForumPosts> }) {
  return (
    <QueryState
      query={posts}
      loading="Loading posts…"
      error={messages.load.posts}
      isEmpty={(list) => list.items.length === 0}
      empty={<p className="forum-empty card">{messages.forum.noPosts}</p>}
    >
      {({ items, total }) => (
        <>
          <ol className="forum-posts" aria-label="Posts, newest first">
            {items.map((wrapper) => (
              <PostListItem key={wrapper.post.id} wrapper={wrapper} />
            ))}
          </ol>
          {posts.hasNextPage && (
            <LoadMoreButton
              loading={posts.isFetchingNextPage}
              failure={posts.isFetchNextPageError ? messages.load.posts : null}
              progress={`${items.length} of ${total} posts shown`}
              onClick={() => void posts.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
