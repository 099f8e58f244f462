import { describe, expect, it } from 'vitest';
import type { Notification } from '@common/api/notifications.ts';
import { bellLabel, describeNotification, notificationHref } from './describe.ts';

const base: Notification = {
  id: 1,
  type: 'post_reply',
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  actor: { id: 2, name: 'Asha Rao', username: 'asha' },
  questionId: null,
  forumId: 3,
  postId: 4,
  replyId: 5,
  commentId: null,
  testId: null,
  text: 'hi',
};

describe('notifications', () => {
  it('describes the actor and the action', () => {
    expect(describeNotification(base)).toBe('Asha Rao replied to your post');
    expect(describeNotification({ ...base, actor: null, type: 'mention' })).toBe('Someone mentioned you');
    expect(describeNotification({ ...base, type: 'report_resolved' })).toBe('Asha Rao resolved your report on a question');
  });
  it('links to the place', () => {
    expect(notificationHref(base)).toBe('/forum/3/post/4');
    expect(notificationHref({ ...base, forumId: null, postId: null, questionId: 9, type: 'comment_reply' })).toBe('/questions/9');
    expect(notificationHref({ ...base, forumId: null, postId: null, questionId: 9, type: 'question_rejected' })).toBe('/submitted-questions');
    expect(notificationHref({ ...base, forumId: null, postId: null, type: 'mentor_approved' })).toBe('/profile');
    expect(notificationHref({ ...base, forumId: null, postId: null, questionId: 9, type: 'report_resolved' })).toBe('/questions/9');
  });
  it('names the bell', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(0)).toBe('Notifications');
  });
});
