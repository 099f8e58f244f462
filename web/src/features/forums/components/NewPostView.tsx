import { useNavigate, useParams } from 'react-router';
import { useForumSummary } from '../api/forums.ts';
import { routeId } from '../lib/routeId.ts';
import { BackLink } from './BackLink.tsx';
import { ForumNotFound } from './ForumNotFound.tsx';
import { NewPostForm } from './NewPostForm.tsx';
import '../forums.css';

const pageClassName = 'page page--narrow forum-new-page';

function NewPost({ forumId }: { forumId: number }) {
  const { forum, missing } = useForumSummary(forumId);
  const navigate = useNavigate();
  if (missing) return <ForumNotFound pageClassName={pageClassName} />;
  return (
    <main className={pageClassName}>
      <title>New Post</title>
      <BackLink to={`/forum/${forumId}`} label={forum?.title ?? 'Back to forum'} />
      <h1>New Post</h1>
      {forum && <p className="muted forum-new-page__where">in {forum.title}</p>}
      <NewPostForm
        forumId={forumId}
        onCreated={({ post }) => void navigate(`/forum/${post.forumId}/post/${post.id}`, { replace: true })}
      />
    </main>
  );
}

/** The create-post page (/forum/{forumId}/new); a created post opens in place of the form. */
export function NewPostView() {
  const forumId = routeId(useParams().forumId);
  if (forumId === undefined) return <ForumNotFound pageClassName={pageClassName} />;
  return <NewPost key={forumId} forumId={forumId} />;
}
