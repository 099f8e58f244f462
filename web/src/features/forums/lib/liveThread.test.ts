import { describe, expect, it } from 'vitest';
import type { ForumPostWrapper, ForumReply } from '@common/api/forums.ts';
import { needsRefetch, withPostReactions, withPostUpdated, withReplyCreated, withReplyReactions, withReplyUpdated } from './liveThread.ts';

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
    const top = withReplyCreated(wrapper, reply(13, null));
    expect(top.replies.map((r) => r.id)).toEqual([10, 12, 13]);
    expect(top.post.replyCount).toBe(4);
    const nested = withReplyCreated(wrapper, reply(14, 11));
    expect(nested.replies[0]!.replies[0]!.replies.map((r) => r.id)).toEqual([14]);
    expect(nested.replies[1]).toBe(wrapper.replies[1]);
    expect(wrapper.replies[0]!.replies[0]!.replies).toEqual([]);
  });
  it('ignores a reply already shown, and asks for a fetch when its parent is not on the page', () => {
    expect(withReplyCreated(wrapper, reply(11, 10))).toBe(wrapper);
    expect(withReplyCreated(wrapper, reply(20, 99))).toBe(wrapper);
    expect(needsRefetch(wrapper, reply(20, 99))).toBe(true);
    expect(needsRefetch(wrapper, reply(20, 11))).toBe(false);
    expect(needsRefetch(wrapper, reply(11, 10))).toBe(false);
  });
  it('applies edits and reactions', () => {
    const edited = withReplyUpdated(wrapper, { postId: 1, replyId: 11, content: 'new', editedAt: '2026-11-02T00:00:00.000Z' });
    expect(edited.replies[0]!.replies[0]).toMatchObject({ content: 'new', editedAt: '2026-11-02T00:00:00.000Z' });
    expect(withReplyUpdated(wrapper, { postId: 1, replyId: 99, content: 'x', editedAt: '' })).toBe(wrapper);
    expect(withPostUpdated(wrapper, { postId: 1, forumId: 2, title: 'T2', content: 'C2', editedAt: 'e' }).post).toMatchObject({ title: 'T2', content: 'C2', editedAt: 'e' });
    expect(withPostReactions(wrapper, { postId: 1, likedBy: [5], dislikedBy: [] }).post.likedBy).toEqual([5]);
    const mine = { ...wrapper, replies: [{ ...wrapper.replies[0]!, myReaction: 'like' as const, likeCount: 1 }, wrapper.replies[1]!] };
    const counted = withReplyReactions(mine, { replyId: 10, likeCount: 2, dislikeCount: 0 });
    expect(counted.replies[0]).toMatchObject({ likeCount: 2, myReaction: 'like' });
  });
});
