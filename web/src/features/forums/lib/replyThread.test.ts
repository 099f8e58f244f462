import { describe, expect, it } from 'vitest';
import type { ForumPostWrapper, ForumReply } from '@common/api/forums.ts';
import { needsFetch, withEntryAdded, withEntryCounts, withEntryReaction, withEntryText } from '../../../lib/thread.ts';
import { replyThread, withPostAccepted, withPostReactions, withPostUpdated } from './replyThread.ts';

function reply(id: number, parentReplyId: number | null, replies: ForumReply[] = []): ForumReply {
  return {
    id,
    postId: 1,
    parentReplyId,
    content: `reply ${id}`,
    user: null,
    deleted: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    editedAt: null,
    likeCount: 0,
    dislikeCount: 0,
    myReaction: null,
    replies,
  };
}

const wrapper: ForumPostWrapper = {
  post: { id: 1, forumId: 2, title: 'T', content: 'C', authorId: 3, createdAt: '', updatedAt: '', editedAt: null, likedBy: [], dislikedBy: [], replyCount: 3, acceptedReplyId: null, solved: false },
  author: { id: 3, name: 'A', username: 'a', userType: 'Student' } as ForumPostWrapper['author'],
  bookmarked: false,
  watchLevel: 'normal',
  replies: [reply(10, null, [reply(11, 10)]), reply(12, null)],
};

describe('live events applied to the post on the page', () => {
  it('adds a new reply at the end of its level and counts it', () => {
    const top = withEntryAdded(replyThread, wrapper, reply(13, null));
    expect(top.replies.map((r) => r.id)).toEqual([10, 12, 13]);
    expect(top.post.replyCount).toBe(4);
    const nested = withEntryAdded(replyThread, wrapper, reply(14, 11));
    expect(nested.replies[0]!.replies[0]!.replies.map((r) => r.id)).toEqual([14]);
    expect(nested.replies[1]).toBe(wrapper.replies[1]);
    expect(wrapper.replies[0]!.replies[0]!.replies).toEqual([]);
  });
  it('ignores a reply already shown, and asks for a fetch when its parent is not on the page', () => {
    expect(withEntryAdded(replyThread, wrapper, reply(11, 10))).toBe(wrapper);
    expect(withEntryAdded(replyThread, wrapper, reply(20, 99))).toBe(wrapper);
    expect(needsFetch(replyThread, wrapper, reply(20, 99))).toBe(true);
    expect(needsFetch(replyThread, wrapper, reply(20, 11))).toBe(false);
    expect(needsFetch(replyThread, wrapper, reply(11, 10))).toBe(false);
  });
  it('applies edits and reactions', () => {
    const edited = withEntryText(replyThread, wrapper, { id: 11, text: 'new', editedAt: '2026-11-02T00:00:00.000Z' });
    expect(edited.replies[0]!.replies[0]).toMatchObject({ content: 'new', editedAt: '2026-11-02T00:00:00.000Z' });
    expect(withEntryText(replyThread, wrapper, { id: 99, text: 'x', editedAt: '' })).toBe(wrapper);
    expect(withPostUpdated(wrapper, { postId: 1, forumId: 2, title: 'T2', content: 'C2', editedAt: 'e' }).post).toMatchObject({ title: 'T2', content: 'C2', editedAt: 'e' });
    expect(withPostReactions(wrapper, { postId: 1, likedBy: [5], dislikedBy: [] }).post.likedBy).toEqual([5]);
    const mine = { ...wrapper, replies: [{ ...wrapper.replies[0]!, myReaction: 'like' as const, likeCount: 1 }, wrapper.replies[1]!] };
    const counted = withEntryCounts(replyThread, mine, { id: 10, likes: 2, dislikes: 0 });
    expect(counted.replies[0]).toMatchObject({ likeCount: 2, myReaction: 'like' });
    const clicked = withEntryReaction(replyThread, mine, 10, 'dislike');
    expect(clicked.replies[0]).toMatchObject({ likeCount: 0, dislikeCount: 1, myReaction: 'dislike' });
    expect(clicked.post.replyCount).toBe(3);
  });
  it('moves the accepted answer: solved while one is accepted', () => {
    const accepted = withPostAccepted(wrapper, 12);
    expect(accepted.post).toMatchObject({ acceptedReplyId: 12, solved: true });
    expect(accepted.replies).toBe(wrapper.replies);
    expect(withPostAccepted(accepted, null).post).toMatchObject({ acceptedReplyId: null, solved: false });
    expect(withPostAccepted(wrapper, null)).toBe(wrapper);
    expect(wrapper.post.solved).toBe(false);
  });
});
