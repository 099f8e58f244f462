/** Bookmarks (docs/contract.md section 7.4): save or remove a question or post; list mine by kind. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bookmark, BookmarkKind } from '@common/api/bookmarks.ts';
import { apiClient, ok, page } from '../../../lib/api/client.ts';
import { useOffsetPages } from '../../../lib/hooks/useOffsetPages.ts';
import type { PageRequest } from '../../../lib/paging.ts';
import { bookmarkKeys } from './keys.ts';

/** Saved items per "Load more". */
const pageSize = 20;

/** PUT (save) or DELETE (remove) /api/bookmarks/{questions|posts}/{id}: 204 either way, also when nothing changes. */
export function setBookmark(kind: BookmarkKind, id: number, saved: boolean): Promise<void> {
  const params = { params: { path: { id } } };
  if (kind === 'question') {
    return (saved ? ok(apiClient.PUT('/api/bookmarks/questions/{id}', params)) : ok(apiClient.DELETE('/api/bookmarks/questions/{id}', params))) as Promise<void>;
  }
  return (saved ? ok(apiClient.PUT('/api/bookmarks/posts/{id}', params)) : ok(apiClient.DELETE('/api/bookmarks/posts/{id}', params))) as Promise<void>;
}

/**
 * Saves or removes the item. On success the Saved lists refetch, and every other cached answer is
 * marked stale (without refetching now): question and post answers carry `bookmarked`.
 */
export function useSetBookmark(kind: BookmarkKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // One item's changes run one after the other, so the last press is what the server keeps.
    scope: { id: `bookmark-${kind}-${id}` },
    mutationFn: (saved: boolean) => setBookmark(kind, id, saved),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  });
}

/** GET /api/bookmarks?kind=&limit=&offset=: one page, newest first, and the total. */
export function fetchBookmarks(kind: BookmarkKind, { limit, offset, signal }: PageRequest) {
  return page(apiClient.GET('/api/bookmarks', { params: { query: { kind, limit, offset } }, signal }));
}

const bookmarkId = (bookmark: Bookmark) => `${bookmark.kind}-${bookmark.questionId ?? bookmark.postId}`;

/** My saved items of one kind, `pageSize` at a time; `data` is `{ items, total }`. */
export function useBookmarkPages(kind: BookmarkKind) {
  return useOffsetPages({ queryKey: bookmarkKeys.list(kind), fetchPage: (request: PageRequest) => fetchBookmarks(kind, request), pageSize, idOf: bookmarkId, staleTime: 0 });
}
