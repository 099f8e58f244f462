import type { Forum } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useForums } from '../api/forums.ts';
import { ForumItem } from './ForumItem.tsx';
import { LoadError } from './LoadError.tsx';
import { LoadMore } from './LoadMore.tsx';

interface ForumListProps {
  canDelete: boolean;
  /** The forum to focus, e.g. one just created. */
  focusId: number | null;
  onDeleted: (forum: Forum) => void;
}

/** Every forum, oldest first, with loading, error, empty and "Load more" states. */
export function ForumList({ canDelete, focusId, onDeleted }: ForumListProps) {
  const forums = useForums();

  if (forums.isPending) return <Loading label="Loading forums…" />;
  if (!forums.data) return <LoadError text={messages.load.forums} onRetry={() => void forums.refetch()} />;

  const { forums: items, total } = forums.data;
  if (items.length === 0) {
    return <p className="forum-empty card">No forums yet. Create the first one!</p>;
  }
  return (
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
        <LoadMore
          onLoadMore={() => void forums.fetchNextPage()}
          loading={forums.isFetchingNextPage}
          failure={forums.isFetchNextPageError ? messages.load.forums : null}
          progress={`${items.length} of ${total} forums shown`}
        />
      )}
    </>
  );
}
