/** Bookmarks: a user's saved questions and forum posts (docs/contract.md section 7.4). */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { forumPostWrapperSchema } from './forums.ts';
import { pageQuerySchema } from './http.ts';
import { questionListItemSchema } from './questions.ts';

export const bookmarkKinds = ['question', 'post'] as const;
export const bookmarkKindSchema = z.enum(bookmarkKinds);
export type BookmarkKind = z.infer<typeof bookmarkKindSchema>;

/** GET /api/bookmarks query: `kind` (required; 400 "kind must be question or post") and the page. */
export const bookmarksQuerySchema = pageQuerySchema.extend({
  kind: z.enum(bookmarkKinds, { error: messages.bookmarks.kind }).describe('Which saved items to list'),
});
export type BookmarksQuery = z.output<typeof bookmarksQuerySchema>;

/**
 * An item of GET /api/bookmarks: what was saved and when, plus the item as its list shows it —
 * `question` as getQuestionsByFilters lists it (kind "question"), `post` as the forum's post list
 * does (kind "post"); the other id and item are null.
 */
export const bookmarkSchema = z
  .object({
    kind: bookmarkKindSchema,
    questionId: z.number().int().nullable(),
    postId: z.number().int().nullable(),
    createdAt: z.string().describe('When the item was saved (ISO 8601)'),
    question: questionListItemSchema.nullable(),
    post: forumPostWrapperSchema.nullable(),
  })
  .meta({ id: 'Bookmark' });
export type Bookmark = z.infer<typeof bookmarkSchema>;
