import type { Forum } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { PagedListState } from '../../../ui/PagedListState.tsx';
import { useForums } from '../api/forums.ts';
import { ForumItem } from './ForumItem.tsx';

interface ForumListProps {
  canDelete: boolean;
  /** The forum to focus, e.g. one just created. */
  focusId: number | null;
  onDeleted: (forum: Forum) => void;
}

/** Every forum, oldest first, with loading, error, empty and "Load more" states. */
export function ForumList({ canDelete, focusId, onDeleted }: ForumListProps) {
  const forums = useForums();
  return (
    <PagedListState
      query={forums}
      loading="Loading forums…"
      error={messages.load.forums}
      empty={<p className="forum-empty card">No forums yet. Create the first one!</p>}
      noun="forums"
    >
      {(items) => (
        <ul className="forum-list" aria-label="Forums">
          {items.map((forum) => (
            <ForumItem
              key={forum.id}
              forum={forum}
              canDelete={canDelete}
              focused={forum.id === focusId}
              onDeleted={() => onDeleted(forum)}
            />
          ))}
        </ul>
      )}
    </PagedListState>
  );
}
