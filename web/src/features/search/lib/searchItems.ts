/** Search results as display-ready items, grouped the way the spec lists them. */
import type { SearchResult } from '@common/api/search.ts';
import { excerpt } from './excerpt.ts';
import { forumPath, postPath, questionPath } from './targets.ts';

/** One hit: where it leads, its title and a secondary line, and a label for hits of a special kind. */
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
  id: 'forums' | 'posts' | 'questions';
  label: string;
  items: SearchItem[];
}

/**
 * FORUMS (title, description), POSTS (title, content), QUESTIONS (question text, section and
 * topic; a set passage hit as "Passage" with the set title and an excerpt of the passage, leading
 * to the set's first question); long texts become excerpts around the first matched word.
 */
export function searchGroups(result: SearchResult, query: string): SearchGroup[] {
  return [
    {
      id: 'forums',
      label: 'Forums',
      items: result.forums.map((forum) => ({
        key: `forum-${forum.id}`,
        to: forumPath(forum),
        title: forum.title,
        detail: excerpt(forum.description, query),
      })),
    },
    {
      id: 'posts',
      label: 'Posts',
      items: result.posts.map((post) => ({
        key: `post-${post.id}`,
        to: postPath(post),
        title: post.title,
        detail: excerpt(post.content, query),
      })),
    },
    {
      id: 'questions',
      label: 'Questions',
      items: result.questions.map((question) =>
        question.passage
          ? {
              key: `passage-${question.passage.setId}`,
              to: questionPath(question),
              label: 'Passage',
              title: question.passage.title,
              detail: excerpt(question.questionText, query),
            }
          : {
              key: `question-${question.id}`,
              to: questionPath(question),
              title: excerpt(question.questionText, query),
              detail: [question.section, question.topic].filter(Boolean).join(' · '),
            },
      ),
    },
  ];
}
