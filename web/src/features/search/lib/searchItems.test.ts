import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@common/api/search.ts';
import { searchGroups } from './searchItems.ts';

const result = {
  forums: [{ id: 1, title: 'Quant', description: 'Numbers', highlight: { title: 'Quant', text: 'Numbers' } }],
  posts: [{ id: 7, forumId: 1, title: 'Ratios help', content: 'How do I solve ratios?', highlight: { title: '\u0002Ratios\u0003 help', text: 'How do I solve \u0002ratios\u0003?' } }],
  questions: [
    { id: 9, questionText: 'What is 2 + 2?', section: 'Quant', topic: '', passage: null, highlight: { title: 'What is 2 + 2?', text: '' } },
    {
      id: 12,
      questionText: 'The monsoon decides the fortunes of farmers.',
      section: 'Verbal',
      topic: 'RC',
      passage: { setId: 3, title: 'Monsoon economics' },
      highlight: { title: 'Monsoon economics', text: 'The monsoon decides the fortunes of \u0002farmers\u0003.' },
    },
  ],
  didYouMean: null,
} satisfies SearchResult;

describe('searchGroups', () => {
  it('groups hits as Forums, Posts, Questions with their links and marked texts', () => {
    const groups = searchGroups(result);
    expect(groups.map((group) => group.label)).toEqual(['Forums', 'Posts', 'Questions']);
    expect(groups.flatMap((group) => group.items.map((item) => item.to))).toEqual(['/forum/1', '/forum/1/post/7', '/questions/9', '/questions/12']);
    expect(groups[1]!.items[0]).toMatchObject({ title: '\u0002Ratios\u0003 help', detail: 'How do I solve \u0002ratios\u0003?' });
  });
  it('shows a question by its text with section and topic, leaving out a blank topic', () => {
    const [question] = searchGroups(result)[2]!.items;
    expect(question).toMatchObject({ key: 'question-9', title: 'What is 2 + 2?', detail: 'Quant' });
  });
  it('shows a passage hit with its label and set title, leading to the first question of the set', () => {
    const [, passage] = searchGroups(result)[2]!.items;
    expect(passage).toEqual({
      key: 'passage-3',
      to: '/questions/12',
      label: 'Passage',
      title: 'Monsoon economics',
      detail: 'The monsoon decides the fortunes of \u0002farmers\u0003.',
    });
    expect(searchGroups(result)[2]!.items[0]!.label).toBeUndefined();
  });
});
