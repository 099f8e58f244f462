import { describe, expect, it } from 'vitest';
import type { Comment } from '@common/api/comments.ts';
import { acceptedFirst } from './acceptedFirst.ts';

const comment = (id: number, accepted = false): Comment => ({
  id,
  questionId: 1,
  parentId: null,
  text: `c${id}`,
  submittedBy: 1,
  user: { id: 1, name: 'A', username: 'a', userType: 'Student', reputation: 0 },
  dateTimeSubmitted: '',
  editedAt: null,
  likes: 0,
  dislikes: 0,
  myReaction: null,
  accepted,
  replies: [],
});

describe('acceptedFirst', () => {
  it('pins the accepted comment first and keeps the others in order', () => {
    expect(acceptedFirst([comment(1), comment(2), comment(3, true), comment(4)]).map((c) => c.id)).toEqual([3, 1, 2, 4]);
  });
  it('leaves a thread without an accepted comment (or with it first) as it is', () => {
    const plain = [comment(1), comment(2)];
    expect(acceptedFirst(plain)).toBe(plain);
    const first = [comment(1, true), comment(2)];
    expect(acceptedFirst(first)).toBe(first);
  });
});
