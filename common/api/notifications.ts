/** Notifications and their settings (docs/contract.md section 7.4). */
import { z } from 'zod';
import { messages } from '../messages.ts';

export const notificationTypeSchema = z.enum([
  'post_reply',
  'reply_reply',
  'comment_reply',
  'mention',
  'question_approved',
  'question_rejected',
  'mentor_approved',
  'mentor_rejected',
  'test_results',
  'report_resolved',
  'answer_accepted',
  'post_activity',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * One notification as GET /api/notifications lists it (and `notification:new` carries it). The
 * ids name its place (unused ones null); `actor` is who acted (null once deleted); `text` is a
 * short excerpt of what was written (a rejection: its reason), possibly empty.
 */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: notificationTypeSchema,
    read: z.boolean(),
    createdAt: z.string(),
    actor: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
    questionId: z.number().int().nullable(),
    forumId: z.number().int().nullable(),
    postId: z.number().int().nullable(),
    replyId: z.number().int().nullable(),
    commentId: z.number().int().nullable(),
    testId: z.number().int().nullable().describe('test_results: the scheduled mock whose ranks were published'),
    text: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** POST /api/notifications/read JSON: `{ ids: [..] }` (mine; others' ignored) or `{ all: true }`. */
export const markReadSchema = z.union([z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }).strict(), z.object({ all: z.literal(true) }).strict()], {
  error: messages.notifications.readTarget,
});
export type MarkRead = z.infer<typeof markReadSchema>;

/** GET / PUT /api/notification-settings JSON. */
export const notificationSettingsSchema = z.object({
  emailDigest: z.enum(['off', 'daily'], { error: messages.notifications.emailDigest }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /api/users/search?prefix= : usernames starting with `prefix` (case-insensitive), for @mentions. */
export const userSearchQuerySchema = z.object({
  prefix: z.string({ error: messages.notifications.prefix }).trim().min(1, messages.notifications.prefix).max(50, messages.notifications.prefix),
});
export const userSearchResultSchema = z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() }));

/** Room `user:<id>`: a new notification of that user. */
export interface NotificationNewEvent {
  notification: Notification;
}
