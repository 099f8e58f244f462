import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { LoadError } from '../../../ui/QueryState.tsx';

/** "Forum not found" as the whole page, with a link back to the forums; `pageClassName` is the page's layout. */
export function ForumNotFound({ pageClassName = 'page' }: { pageClassName?: string }) {
  return (
    <main className={pageClassName}>
      <title>{messages.forum.forumNotFound}</title>
      <LoadError text={messages.forum.forumNotFound}>
        <Link to="/forum">Back to forums</Link>
      </LoadError>
    </main>
  );
}
