/** What a notification says and where it leads (docs/contract.md section 7.4). */
import type { Notification } from '@common/api/notifications.ts';

const actions: Record<Notification['type'], string> = {
  post_reply: 'replied to your post',
  reply_reply: 'replied to your reply',
  comment_reply: 'replied to your comment',
  mention: 'mentioned you',
  question_approved: 'approved your question',
  question_rejected: 'rejected your question',
  mentor_approved: 'approved your mentor request',
  mentor_rejected: 'turned down your mentor request',
  test_results: 'Results are out',
  report_resolved: 'resolved your report on a question',
  answer_accepted: 'accepted your answer',
  post_activity: 'replied in a thread you watch',
};

/** "Asha Rao replied to your post" (an unknown actor: "Someone ..."); a mock's results: "Results are out: <test title>". */
export function describeNotification(notification: Notification): string {
  if (notification.type === 'test_results') return `${actions.test_results}: ${notification.text}`;
  return `${notification.actor?.name ?? 'Someone'} ${actions[notification.type]}`;
}

/** The page of the notification's place: the post, the question, my submissions or my profile. */
export function notificationHref(notification: Notification): string {
  if (notification.postId !== null && notification.forumId !== null) return `/forum/${notification.forumId}/post/${notification.postId}`;
  if (notification.type === 'question_rejected') return '/submitted-questions';
  if (notification.testId !== null) return `/tests/${notification.testId}`;
  if (notification.questionId !== null) return `/questions/${notification.questionId}`;
  return '/profile';
}

/** The bell's accessible name: "Notifications, 3 unread" (or just "Notifications"). */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
