import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { User } from '@common/api/accounts.ts';
import type { ForumPostWrapper } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { canAcceptReply } from '@common/policies.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { useDeletePost } from '../api/deletePost.ts';
import { useForumSummary } from '../api/forums.ts';
import { usePost } from '../api/post.ts';
import { routeId } from '../lib/routeId.ts';
import { useLivePost } from '../hooks/useLivePost.ts';
import { BackLink } from './BackLink.tsx';
import { PostArticle } from './PostArticle.tsx';
import { ReplySection } from './ReplySection.tsx';
import { WatchControl } from './WatchControl.tsx';
import '../forums.css';

/** More controls in the post's footer, given the loaded post (e.g. the bookmark toggle, from another feature). */
export type PostActionsSlot = (wrapper: ForumPostWrapper) => ReactNode;

interface LoadedPostProps {
  forumId: number;
  postId: number;
  user: User | undefined;
  actions?: PostActionsSlot | undefined;
}

function Page({ children }: { children: ReactNode }) {
  return <main className="page page--narrow forum-post-page">{children}</main>;
}

function LoadedPost({ forumId, postId, user, actions }: LoadedPostProps) {
  const post = usePost(postId);
  const { forum } = useForumSummary(forumId);
  const deletePost = useDeletePost(postId);
  const navigate = useNavigate();
  const [deletedLive, setDeletedLive] = useState(false);
  useLivePost(postId, () => {
    if (!deletePost.isPending && !deletePost.isSuccess) setDeletedLive(true);
  });
  const forumLink = `/forum/${forumId}`;
  const back = <BackLink to={forumLink} label={forum?.title ?? 'Back to forum'} />;

  if (deletedLive) {
    return (
      <Page>
        <title>Post deleted</title>
        <div className="forum-deleted card" role="status">
          <p>This post was deleted.</p>
          <BackLink to={forumLink} label={forum ? `Back to ${forum.title}` : 'Back to forum'} />
        </div>
      </Page>
    );
  }
  if (post.isPending) return <Loading label="Loading post…" />;
  // A failed refetch keeps showing the post, unless the post has gone.
  const notFound = post.error instanceof ApiRequestError && post.error.status === 404;
  if (notFound || !post.data) {
    return (
      <Page>
        <title>{notFound ? messages.notFound.post : messages.load.post}</title>
        {back}
        <LoadError
          text={notFound ? messages.notFound.post : messages.load.post}
          onRetry={notFound ? undefined : () => void post.refetch()}
        />
      </Page>
    );
  }
  const { post: loaded } = post.data;
  if (loaded.forumId !== forumId) return <Navigate to={`/forum/${loaded.forumId}/post/${postId}`} replace />;

  return (
    <Page>
      <title>{loaded.title}</title>
      {back}
      <PostArticle
        wrapper={post.data}
        user={user}
        remove={() => deletePost.mutateAsync().then(() => navigate(forumLink, { replace: true }))}
        deleting={deletePost.isPending}
        actions={actions?.(post.data)}
      />
      <WatchControl postId={postId} level={post.data.watchLevel} />
      <ReplySection postId={postId} replies={post.data.replies} user={user} answer={{ acceptedId: loaded.acceptedReplyId, canAccept: canAcceptReply(user, loaded.authorId) }} />
    </Page>
  );
}

/**
 * A post's page (/forum/{forumId}/post/{id}) for the signed-in `user`: the post, its nested
 * replies and a reply box, all live; "Post not found" for a missing post, and "This post was
 * deleted." when someone deletes it while it is open. `actions` adds controls to the post's footer.
 */
export function PostView({ user, actions }: { user: User | undefined; actions?: PostActionsSlot }) {
  const params = useParams();
  const forumId = routeId(params.forumId);
  const postId = routeId(params.id);
  if (forumId === undefined || postId === undefined) {
    return (
      <Page>
        <LoadError text={messages.notFound.post}>
          <Link to="/forum">Back to forums</Link>
        </LoadError>
      </Page>
    );
  }
  return <LoadedPost key={postId} forumId={forumId} postId={postId} user={user} actions={actions} />;
}
