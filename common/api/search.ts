/** Global search across forums, posts and questions with their set passages (spec "Global search", "Search results", "Search result"; contract 7.7). */
import { z } from 'zod';

/** The groups of a search answer. */
export const searchGroupNames = ['forums', 'posts', 'questions'] as const;
export type SearchGroupName = (typeof searchGroupNames)[number];

/**
 * GET /api/search?query=&limit=&type=&offset= — `limit` per group: 5 by default (type-ahead), up
 * to 50. Without `type`, every group's best `limit` hits; with `type`, that group alone, `limit`
 * hits from `offset`, its total in the `X-Total-Count` header.
 */
export const searchQuerySchema = z.object({
  query: z.string().max(10_000).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
  type: z.enum(searchGroupNames).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * A hit's title and text as PostgreSQL's `ts_headline` marked them: each matched word (also a
 * corrected, stemmed or expanded one) between U+0002 and U+0003 (common/highlight.ts). `text` is an excerpt of the body
 * around its matched words ("" when the hit has no body to show).
 */
export const searchHighlightSchema = z.object({ title: z.string(), text: z.string() });
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

export const forumHitSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string(), highlight: searchHighlightSchema });
export type ForumHit = z.infer<typeof forumHitSchema>;

export const postHitSchema = z.object({
  id: z.number().int(),
  forumId: z.number().int(),
  title: z.string(),
  content: z.string(),
  highlight: searchHighlightSchema,
});
export type PostHit = z.infer<typeof postHitSchema>;

/** The set whose passage matched: a passage hit is the set's first approved question. */
export const passageMatchSchema = z.object({ setId: z.number().int(), title: z.string() });
export type PassageMatch = z.infer<typeof passageMatchSchema>;

/**
 * A question hit (open it at /questions/{id}). A passage hit (`passage` not null) is the set's
 * first approved question with `questionText` an excerpt of the set's passage (about 60 words
 * around the matched words) and the set's section and topic.
 */
export const questionHitSchema = z.object({
  id: z.number().int(),
  questionText: z.string(),
  section: z.string(),
  topic: z.string(),
  passage: passageMatchSchema.nullable(),
  highlight: searchHighlightSchema,
});
export type QuestionHit = z.infer<typeof questionHitSchema>;

/**
 * Each group ranked by relevance, best first (with `type`, the other groups are empty).
 * `didYouMean`: the query with its corrected words when a spelling correction was used, else null.
 */
export const searchResultSchema = z.object({
  forums: z.array(forumHitSchema),
  posts: z.array(postHitSchema),
  questions: z.array(questionHitSchema),
  didYouMean: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
