/** Where each kind of search hit leads (spec "Global search"), and the full results page. */
import { createSearchParams } from 'react-router';
import type { ForumHit, PostHit, QuestionHit } from '@common/api/search.ts';

export const forumPath = (forum: ForumHit) => `/forum/${forum.id}`;
export const postPath = (post: PostHit) => `/forum/${post.forumId}/post/${post.id}`;
export const questionPath = (question: QuestionHit) => `/questions/${question.id}`;

/** /search?q={query}. */
export const resultsPath = (query: string) => ({
  pathname: '/search',
  search: createSearchParams({ q: query }).toString(),
});
