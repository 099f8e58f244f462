import { describe, expect, it } from 'vitest';
import type { Comment } from '@common/api/comments.ts';
import { needsFetch, withEntryAdded, withEntryCounts, withEntryReaction, withEntryText } from '../../../lib/thread.ts';
import { acceptedFirst } from './acceptedFirst.ts';
import { commentThread, withCommentAccepted } from './commentThread.ts';

function comment(id: number, parentId: number | null, replies: Comment[] = [], extra: Partial<Comment> = {}): Comment {
  return {
    id,
    questionId: 1,
    parentId,
    text: `comment ${id}`,
    submittedBy: 1,
    user: { id: 1, name: 'A', username: 'a', userType: 'Student', reputation: 0 },
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
const added = (into: Comment[], entry: Comment) => withEntryAdded(commentThread, into, entry);
const edited = (into: Comment[], edit: { id: number; text: string; editedAt: string }) => withEntryText(commentThread, into, edit);
const counted = (into: Comment[], counts: { id: number; likes: number; dislikes: number; myReaction?: Comment['myReaction'] }) => withEntryCounts(commentThread, into, counts);

describe('a comment added', () => {
  it('adds a new top-level comment at the end', () => {
    const next = added(thread, comment(13, null));
    expect(next.map((c) => c.id)).toEqual([10, 12, 13]);
    expect(next[0]).toBe(thread[0]);
    expect(thread).toEqual(snapshot);
  });
  it('nests a reply at the end of its parent, at any depth, copying only the path to it', () => {
    const toTop = added(thread, comment(14, 10));
    expect(toTop[0]!.replies.map((c) => c.id)).toEqual([11, 14]);
    expect(toTop[1]).toBe(thread[1]);
    const deep = added(thread, comment(15, 11));
    expect(deep[0]!.replies[0]!.replies.map((c) => c.id)).toEqual([15]);
    expect(thread).toEqual(snapshot);
  });
  it('gives a comment without replies an empty list', () => {
    const bare = { ...comment(16, null), replies: undefined } as unknown as Comment;
    expect(added(thread, bare).at(-1)!.replies).toEqual([]);
  });
  it('changes nothing for a comment already shown (the author’s own) or a reply whose parent is not on the page', () => {
    expect(added(thread, comment(11, 10))).toBe(thread);
    expect(added(thread, comment(12, null))).toBe(thread);
    expect(added(thread, comment(20, 99))).toBe(thread);
  });
  it('keeps the accepted comment pinned first when shown', () => {
    const withAccepted = [comment(10, null), comment(12, null, [], { accepted: true })];
    const next = added(withAccepted, comment(13, null));
    expect(next.map((c) => c.id)).toEqual([10, 12, 13]);
    expect(acceptedFirst(next).map((c) => c.id)).toEqual([12, 10, 13]);
  });
});

describe('needsFetch', () => {
  it('asks for a fetch only for a reply whose parent is not on the page', () => {
    expect(needsFetch(commentThread, thread, comment(20, 99))).toBe(true);
    expect(needsFetch(commentThread, thread, comment(20, 11))).toBe(false);
    expect(needsFetch(commentThread, thread, comment(20, null))).toBe(false);
    expect(needsFetch(commentThread, thread, comment(11, 10))).toBe(false);
  });
});

describe('a comment edited', () => {
  it('sets the new text and edit time, keeping reactions, replies and the accepted mark', () => {
    const base = [comment(10, null, [comment(11, 10)], { likes: 2, myReaction: 'like', accepted: true })];
    const next = edited(base, { id: 10, text: 'new', editedAt: '2026-11-02T00:00:00.000Z' });
    expect(next[0]).toMatchObject({ text: 'new', editedAt: '2026-11-02T00:00:00.000Z', likes: 2, myReaction: 'like', accepted: true });
    expect(next[0]!.replies).toBe(base[0]!.replies);
    const reply = edited(thread, { id: 11, text: 'edited reply', editedAt: 'e' });
    expect(reply[0]!.replies[0]).toMatchObject({ text: 'edited reply', editedAt: 'e' });
    expect(thread).toEqual(snapshot);
  });
  it('changes nothing for an id not on the page', () => {
    expect(edited(thread, { id: 99, text: 'x', editedAt: 'e' })).toBe(thread);
  });
});

describe('a comment’s reactions', () => {
  it('sets the counts and keeps the reader’s own reaction (the room’s event does not carry it)', () => {
    const mine = [comment(10, null, [comment(11, 10, [], { likes: 1, myReaction: 'like' })])];
    const next = counted(mine, { id: 11, likes: 2, dislikes: 1 });
    expect(next[0]!.replies[0]).toMatchObject({ likes: 2, dislikes: 1, myReaction: 'like' });
    expect(mine[0]!.replies[0]).toMatchObject({ likes: 1, dislikes: 0 });
  });
  it('sets the reader’s reaction when the answer carries it (their own click)', () => {
    const next = counted(thread, { id: 12, likes: 1, dislikes: 0, myReaction: 'like' });
    expect(next[1]).toMatchObject({ likes: 1, myReaction: 'like' });
    const cleared = counted(next, { id: 12, likes: 0, dislikes: 0, myReaction: null });
    expect(cleared[1]!.myReaction).toBeNull();
  });
  it('changes nothing for an id not on the page', () => {
    expect(counted(thread, { id: 99, likes: 5, dislikes: 0 })).toBe(thread);
  });
  it('shows the reader’s click at once: a like replaces their dislike', () => {
    const disliked = [comment(10, null, [], { dislikes: 1, myReaction: 'dislike' })];
    expect(withEntryReaction(commentThread, disliked, 10, 'like')[0]).toMatchObject({ likes: 1, dislikes: 0, myReaction: 'like' });
    expect(disliked[0]).toMatchObject({ likes: 0, dislikes: 1, myReaction: 'dislike' });
  });
});

describe('withCommentAccepted', () => {
  it('marks the accepted comment, at any depth, and unmarks the one accepted before', () => {
    const before = [comment(10, null, [comment(11, 10)]), comment(12, null, [], { accepted: true })];
    const next = withCommentAccepted(before, { id: 11, accepted: true });
    expect(next[0]!.replies[0]!.accepted).toBe(true);
    expect(next[1]!.accepted).toBe(false);
    expect(before[1]!.accepted).toBe(true);
  });
  it('unaccepting leaves the others as they are, and an id not on the page changes nothing', () => {
    const before = [comment(10, null, [], { accepted: true }), comment(12, null)];
    const next = withCommentAccepted(before, { id: 10, accepted: false });
    expect(next.map((c) => c.accepted)).toEqual([false, false]);
    expect(next[1]).toBe(before[1]);
    expect(withCommentAccepted(thread, { id: 99, accepted: false })).toBe(thread);
  });
});
