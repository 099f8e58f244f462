import { Link, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useForumSummary } from '../api/forums.ts';
import { useForumPosts } from '../api/posts.ts';
import { routeId } from '../lib/routeId.ts';
import { useLiveForum } from '../hooks/useLiveForum.ts';
import { BackLink } from './BackLink.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { ForumNotFound } from './ForumNotFound.tsx';
import { PostList } from './PostList.tsx';
import type { PostItemActionsSlot } from './PostListItem.tsx';
import '../forums.css';

function ForumPosts({ forumId, postActions }: { forumId: number; postActions?: PostItemActionsSlot | undefined }) {
  const { forum } = useForumSummary(forumId);
  const [search, setSearch] = useSearchParams();
  const unsolvedOnly = search.get('filter') === 'unsolved';
  const posts = useForumPosts(forumId, unsolvedOnly);
  useLiveForum(forumId);
  if (posts.error instanceof ApiRequestError && posts.error.status === 404) return <ForumNotFound />;

  const title = forum?.title ?? 'Forum';
  return (
    <main className="page">
      <title>{title}</title>
      <BackLink to="/forum" label="All forums" />
      <header className="forum-header">
        <div className="forum-header__text">
          <h1>{title}</h1>
          {forum && <p className="muted forum-header__description">{forum.description}</p>}
        </div>
        <Link to={`/forum/${forumId}/new`} className="btn btn--primary">
          <Icon name="plus" size={16} />
          New Post
        </Link>
      </header>
      <div className="forum-filter" role="group" aria-label="Show posts">
        <button type="button" className="btn" aria-pressed={!unsolvedOnly} onClick={() => setSearch({}, { replace: true })}>
          All
        </button>
        <button type="button" className="btn" aria-pressed={unsolvedOnly} onClick={() => setSearch({ filter: 'unsolved' }, { replace: true })}>
          Unsolved
        </button>
      </div>
      <PostList posts={posts} actions={postActions} />
    </main>
  );
}

/**
 * A forum's page (/forum/{forumId}): its title and description, New Post, an All / Unsolved
 * filter (?filter=unsolved), and its posts, kept live (new posts appear by themselves). `postActions` adds controls to each listed post.
 */
export function ForumView({ postActions }: { postActions?: PostItemActionsSlot } = {}) {
  const forumId = routeId(useParams().forumId);
  if (forumId === undefined) return <ForumNotFound />;
  return <ForumPosts key={forumId} forumId={forumId} postActions={postActions} />;
}
