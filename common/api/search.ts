/** Global search across forums, posts and questions (spec "Global search", "Search results", "Search result"). */
import { z } from 'zod';

/** GET /api/search?query=&limit= — `limit` per group: 5 by default (type-ahead), up to 50. */
export const searchQuerySchema = z.object({
  query: z.string().max(10_000).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export interface ForumHit {
  id: number;
  title: string;
  description: string;
}

export interface PostHit {
  id: number;
  forumId: number;
  title: string;
  content: string;
}

export interface QuestionHit {
  id: number;
  questionText: string;
  section: string;
  topic: string;
}

/** Each group ranked by relevance, best first. */
export interface SearchResult {
  forums: ForumHit[];
  posts: PostHit[];
  questions: QuestionHit[];
}
