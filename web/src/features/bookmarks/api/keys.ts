/** TanStack Query keys of the bookmarks feature. */
import type { BookmarkKind } from '@common/api/bookmarks.ts';

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (kind: BookmarkKind) => ['bookmarks', 'list', kind] as const,
};
