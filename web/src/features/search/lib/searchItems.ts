/** Search results as display-ready items, grouped the way the spec lists them. */
import type { ForumHit, PostHit, QuestionHit, SearchGroupName, SearchResult } from '@common/api/search.ts';
import { forumPath, postPath, questionPath } from './targets.ts';

/**
 * One hit: where it leads, its title and a secondary line (both may carry the server's match
 * marks, see highlight.ts), and a label for hits of a special kind.
 */
export interface SearchItem {
  key: string;
  to: string;
  title: string;
  detail: string;
  /** Shown before the title (e.g. "Passage" for a set passage hit), or undefined. */
  label?: string;
}

/** A group of hits under its heading. */
export interface SearchGroup {
  id: SearchGroupName;
  label: string;
  items: SearchItem[];
}

/** The groups' headings, in the spec's order. */
/** The id of an option of the header search's dropdown, for `aria-activedescendant`. */
export const optionId = (baseId: string, item: SearchItem) => `${baseId}-${item.key}`;

export const groupLabels: Record<SearchGroupName, string> = { forums: 'Forums', posts: 'Posts', questions: 'Questions' };

/** A forum: its title, and its description around the matched words. */
export const forumItem = (forum: ForumHit): SearchItem => ({
  key: `forum-${forum.id}`,
  to: forumPath(forum),
  title: forum.highlight.title,
  detail: forum.highlight.text,
});

/** A post: its title, and its content around the matched words. */
export const postItem = (post: PostHit): SearchItem => ({
  key: `post-${post.id}`,
  to: postPath(post),
  title: post.highlight.title,
  detail: post.highlight.text,
});

/**
 * A question: its text around the matched words, with section and topic; a set passage hit as
 * "Passage" with the set title and the passage around the matched words, leading to the set's
 * first question.
 */
export const questionItem = (question: QuestionHit): SearchItem =>
  question.passage
    ? { key: `passage-${question.passage.setId}`, to: questionPath(question), label: 'Passage', title: question.highlight.title, detail: question.highlight.text }
    : {
        key: `question-${question.id}`,
        to: questionPath(question),
        title: question.highlight.title,
        detail: [question.section, question.topic].filter(Boolean).join(' · '),
      };

/** FORUMS, POSTS, QUESTIONS of one answer. */
export function searchGroups(result: SearchResult): SearchGroup[] {
  return [
    { id: 'forums', label: groupLabels.forums, items: result.forums.map(forumItem) },
    { id: 'posts', label: groupLabels.posts, items: result.posts.map(postItem) },
    { id: 'questions', label: groupLabels.questions, items: result.questions.map(questionItem) },
  ];
}
