import { describe, expect, it } from 'vitest';
import type { Comment } from '@common/api/comments.ts';
import { acceptedFirst } from './acceptedFirst.ts';
import { needsRefetch, withCommentCreated, withCommentReactions, withCommentUpdated } from './liveThread.ts';

function comment(id: number, parentId: number | null, replies: Comment[] = [], extra: Partial<Comment> = {}): Comment {
  return {
    id,
    questionId: 1,
    parentId,
    text: `comment ${id}`,
    submittedBy: 1,
    user: { id: 1, name: 'A', username: 'a', userType: 'Student' },
    dateTimeSubmitted: '2026-11-01T00:00:00.000Z',
    editedAt: null,
    likes: 0,
    dislikes: 0,
    myReaction: null,
    accepted: false,
    replies,
    ...extra,
  };
}

const thread: Comment[] = [comment(10, null, [comment(11, 10)]), comment(12, null)];
const snapshot = structuredClone(thread);

describe('withCommentCreated', () => {
  it('adds a new top-level comment at the end', () => {
    const next = withCommentCreated(thread, comment(13, null));
    expect(next.map((c) => c.id)).toEqual([10, 12, 13]);
    expect(next[0]).toBe(thread[0]);
    expect(thread).toEqual(snapshot);
  });
  it('nests a reply at the end of its parent, at any depth, copying only the path to it', () => {
    const toTop = withCommentCreated(thread, comment(14, 10));
    expect(toTop[0]!.replies.map((c) => c.id)).toEqual([11, 14]);
    expect(toTop[1]).toBe(thread[1]);
    const deep = withCommentCreated(thread, comment(15, 11));
    expect(deep[0]!.replies[0]!.replies.map((c) => c.id)).toEqual([15]);
    expect(thread).toEqual(snapshot);
  });
  it('gives a comment without replies an empty list', () => {
    const bare = { ...comment(16, null), replies: undefined } as unknown as Comment;
    expect(withCommentCreated(thread, bare).at(-1)!.replies).toEqual([]);
  });
  it('changes nothing for a comment already shown (the author’s own) or a reply whose parent is not on the page', () => {
    expect(withCommentCreated(thread, comment(11, 10))).toBe(thread);
    expect(withCommentCreated(thread, comment(12, null))).toBe(thread);
    expect(withCommentCreated(thread, comment(20, 99))).toBe(thread);
  });
  it('keeps the accepted comment pinned first when shown', () => {
    const withAccepted = [comment(10, null), comment(12, null, [], { accepted: true })];
    const next = withCommentCreated(withAccepted, comment(13, null));
    expect(next.map((c) => c.id)).toEqual([10, 12, 13]);
    expect(acceptedFirst(next).map((c) => c.id)).toEqual([12, 10, 13]);
  });
});

describe('needsRefetch', () => {
  it('asks for a fetch only for a reply whose parent is not on the page', () => {
    expect(needsRefetch(thread, comment(20, 99))).toBe(true);
    expect(needsRefetch(thread, comment(20, 11))).toBe(false);
    expect(needsRefetch(thread, comment(20, null))).toBe(false);
    expect(needsRefetch(thread, comment(11, 10))).toBe(false);
  });
});

describe('withCommentUpdated', () => {
  it('sets the new text and edit time, keeping reactions, replies and the accepted mark', () => {
    const base = [comment(10, null, [comment(11, 10)], { likes: 2, myReaction: 'like', accepted: true })];
    const next = withCommentUpdated(base, { id: 10, text: 'new', editedAt: '2026-11-02T00:00:00.000Z' });
    expect(next[0]).toMatchObject({ text: 'new', editedAt: '2026-11-02T00:00:00.000Z', likes: 2, myReaction: 'like', accepted: true });
    expect(next[0]!.replies).toBe(base[0]!.replies);
    const reply = withCommentUpdated(thread, { id: 11, text: 'edited reply', editedAt: 'e' });
    expect(reply[0]!.replies[0]).toMatchObject({ text: 'edited reply', editedAt: 'e' });
    expect(thread).toEqual(snapshot);
  });
  it('changes nothing for an id not on the page', () => {
    expect(withCommentUpdated(thread, { id: 99, text: 'x', editedAt: 'e' })).toBe(thread);
  });
});

describe('withCommentReactions', () => {
  it('sets the counts and keeps the reader’s own reaction (the room’s event does not carry it)', () => {
    const mine = [comment(10, null, [comment(11, 10, [], { likes: 1, myReaction: 'like' })])];
    const next = withCommentReactions(mine, { id: 11, likes: 2, dislikes: 1 });
    expect(next[0]!.replies[0]).toMatchObject({ likes: 2, dislikes: 1, myReaction: 'like' });
    expect(mine[0]!.replies[0]).toMatchObject({ likes: 1, dislikes: 0 });
  });
  it('sets the reader’s reaction when the answer carries it (their own click)', () => {
    const next = withCommentReactions(thread, { id: 12, likes: 1, dislikes: 0, myReaction: 'like' });
    expect(next[1]).toMatchObject({ likes: 1, myReaction: 'like' });
    const cleared = withCommentReactions(next, { id: 12, likes: 0, dislikes: 0, myReaction: null });
    expect(cleared[1]!.myReaction).toBeNull();
  });
  it('changes nothing for an id not on the page', () => {
    expect(withCommentReactions(thread, { id: 99, likes: 5, dislikes: 0 })).toBe(thread);
  });
});
