import type { BookmarkKind } from '@common/api/bookmarks.ts';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useBookmarkPages } from '../api/bookmarks.ts';
import { SavedPostItem } from './SavedPostItem.tsx';
import { SavedQuestionItem } from './SavedQuestionItem.tsx';

const texts = {
  question: {
    loading: 'Loading saved questions…',
    failed: 'Failed to load your saved questions. Please try again.',
    empty: 'No saved questions yet. Press "Save question" on a question to find it here.',
    noun: 'questions',
  },
  post: {
    loading: 'Loading saved posts…',
    failed: 'Failed to load your saved posts. Please try again.',
    empty: 'No saved posts yet. Press "Save post" on a forum post to find it here.',
    noun: 'posts',
  },
} as const;

/** My saved items of one kind, most recently saved first, with "Load more" and an empty state. */
export function SavedList({ kind }: { kind: BookmarkKind }) {
  const pages = useBookmarkPages(kind);
  const text = texts[kind];
  return (
    <QueryState query={pages} loading={text.loading} error={text.failed} isEmpty={(list) => list.items.length === 0} empty={<p className="empty card">{text.empty}</p>}>
      {({ items, total }) => (
        <>
          <ul className="saved-list">
            {items.map((bookmark) =>
              bookmark.question ? (
                <SavedQuestionItem key={`q-${bookmark.questionId}`} question={bookmark.question} />
              ) : bookmark.post ? (
                <SavedPostItem key={`p-${bookmark.postId}`} wrapper={bookmark.post} />
              ) : null,
            )}
          </ul>
          {pages.hasNextPage && (
            <LoadMoreButton
              loading={pages.isFetchingNextPage}
              failure={pages.isFetchNextPageError ? text.failed : null}
              progress={`${items.length} of ${total} ${text.noun} shown`}
              onClick={() => void pages.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
