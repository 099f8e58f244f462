import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import type { useForumPosts } from '../api/posts.ts';
import { LoadError } from './LoadError.tsx';
import { LoadMore } from './LoadMore.tsx';
import { PostListItem } from './PostListItem.tsx';

/** A forum's posts, newest first, with loading, error, empty and "Load more" states. */
export function PostList({ posts }: { posts: ReturnType<typeof useForumPosts> }) {
  if (posts.isPending) return <Loading label="Loading posts…" />;
  if (!posts.data) return <LoadError text={messages.load.posts} onRetry={() => void posts.refetch()} />;

  const { posts: items, total } = posts.data;
  if (items.length === 0) return <p className="forum-empty card">{messages.forum.noPosts}</p>;
  return (
    <>
      <ol className="forum-posts" aria-label="Posts, newest first">
        {items.map((wrapper) => (
          <PostListItem key={wrapper.post.id} wrapper={wrapper} />
        ))}
      </ol>
      {posts.hasNextPage && (
        <LoadMore
          onLoadMore={() => void posts.fetchNextPage()}
          loading={posts.isFetchingNextPage}
          failure={posts.isFetchNextPageError ? messages.load.posts : null}
          progress={`${items.length} of ${total} posts shown`}
        />
      )}
    </>
  );
}
