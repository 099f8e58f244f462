import { describe, expect, it } from 'vitest';
import { messages } from '@common/messages.ts';
import { reactionFailure } from './reactionFailure.ts';

describe('reactionFailure', () => {
  it('is null unless the last reaction failed', () => {
    expect(reactionFailure(false, 'like')).toBeNull();
  });
  it('names the dislike, and the like for like and unlike', () => {
    expect(reactionFailure(true, 'dislike')).toBe(messages.forum.dislikeFailed);
    expect(reactionFailure(true, 'like')).toBe(messages.forum.likeFailed);
    expect(reactionFailure(true, 'unlike')).toBe(messages.forum.likeFailed);
  });
});
