import type { Forum } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
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
    <QueryState
      query={forums}
      loading="Loading forums…"
      error={messages.load.forums}
      isEmpty={(list) => list.items.length === 0}
      empty={<p className="forum-empty card">No forums yet. Create the first one!</p>}
    >
      {({ items, total }) => (
        <>
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
          {forums.hasNextPage && (
            <LoadMoreButton
              loading={forums.isFetchingNextPage}
              failure={forums.isFetchNextPageError ? messages.load.forums : null}
              progress={`${items.length} of ${total} forums shown`}
              onClick={() => void forums.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
