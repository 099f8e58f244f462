/** Global search across forums, posts and questions with their set passages (spec "Global search", "Search results", "Search result"). */
import { z } from 'zod';

/** GET /api/search?query=&limit= — `limit` per group: 5 by default (type-ahead), up to 50. */
export const searchQuerySchema = z.object({
  query: z.string().max(10_000).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const forumHitSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export type ForumHit = z.infer<typeof forumHitSchema>;

export const postHitSchema = z.object({ id: z.number().int(), forumId: z.number().int(), title: z.string(), content: z.string() });
export type PostHit = z.infer<typeof postHitSchema>;

/** The set whose passage matched: a passage hit is the set's first approved question. */
export const passageMatchSchema = z.object({ setId: z.number().int(), title: z.string() });
export type PassageMatch = z.infer<typeof passageMatchSchema>;

/**
 * A question hit (open it at /questions/{id}). A passage hit (`passage` not null) is the set's
 * first approved question with `questionText` an excerpt of the set's passage (at most about 600
 * characters, around the first matched word) and the set's section and topic.
 */
export const questionHitSchema = z.object({
  id: z.number().int(),
  questionText: z.string(),
  section: z.string(),
  topic: z.string(),
  passage: passageMatchSchema.nullable(),
});
export type QuestionHit = z.infer<typeof questionHitSchema>;

/** Each group ranked by relevance, best first. */
export const searchResultSchema = z.object({
  forums: z.array(forumHitSchema),
  posts: z.array(postHitSchema),
  questions: z.array(questionHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
