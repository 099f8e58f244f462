/**
 * Creating notifications (docs/contract.md section 7.4) inside the transaction of the event that
 * causes them. Features call `createNotifications` with the event's recipients, then record the
 * created ids with `effects.notify(ids)` (server/effects), which sends them live once the
 * transaction is committed. This module imports no feature.
 */
import { inArray, sql } from 'drizzle-orm';
import type { NotificationType } from '@common/api/notifications.ts';
import { plainExcerpt } from '@common/markdown/plainText.ts';
import type { Queryable } from '../db/client.ts';
import { notifications, users } from '../db/schema/index.ts';
import { threadFollowers } from '../discussion/watches.ts';
import { mentionedUsernames } from './mentions.ts';

/** Where a notification points (ids that do not apply are left out). */
export interface NotificationPlace {
  questionId?: number | null;
  forumId?: number | null;
  postId?: number | null;
  replyId?: number | null;
  commentId?: number | null;
}

/** One event that may notify several people. */
export interface NotificationEvent {
  /** Who acted (never notified about their own action); null for no one. */
  actorId: number | null;
  place: NotificationPlace;
  /** The text the notifications quote (cut to `excerptLength` characters). */
  text: string;
  /**
   * The people the event concerns directly, most specific first (a reply's parent author before
   * the post's author). A null user (deleted) is skipped.
   */
  direct: ReadonlyArray<{ userId: number | null; type: Exclude<NotificationType, 'mention'> }>;
  /** Text whose `@username` mentions notify (type `mention`) whoever is not already notified. */
  mentionsIn?: string;
  /**
   * New activity in the thread of `place.postId` (a reply): its watchers get `post_activity`
   * unless already notified (contract 8.4).
   */
  activity?: boolean;
}

/** Characters of the text a notification keeps. */
export const excerptLength = 200;

/** The notification's preview of `text` (Markdown): plain text, tables as "[table]", math as its TeX source. */
const excerpt = (text: string) => plainExcerpt(text, excerptLength);

/** The ids of users whose username (case-insensitive) is one of `names`. */
async function usersNamed(db: Queryable, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return rows.map((row) => row.id);
}

/**
 * Stores the notifications of `event`: one per person at most (a direct type wins over a mention,
 * a mention over `post_activity`; among direct types, the first listed), none for the actor and
 * none, of any type, for whoever muted the thread of `place.postId`. Call it inside the event's
 * transaction. Answers the new notifications' ids (for `effects.notify`).
 */
export async function createNotifications(db: Queryable, event: NotificationEvent): Promise<number[]> {
  const postId = event.place.postId ?? null;
  const followers = postId === null ? { watching: [], muted: [] } : await threadFollowers(db, postId);
  const muted = new Set(followers.muted);
  const chosen = new Map<number, NotificationType>();
  const consider = (userId: number | null, type: NotificationType) => {
    if (userId === null || userId === event.actorId || chosen.has(userId) || muted.has(userId)) return;
    chosen.set(userId, type);
  };
  for (const { userId, type } of event.direct) consider(userId, type);
  if (event.mentionsIn) for (const userId of await usersNamed(db, mentionedUsernames(event.mentionsIn))) consider(userId, 'mention');
  if (event.activity) for (const userId of followers.watching) consider(userId, 'post_activity');
  if (chosen.size === 0) return [];
  const { questionId = null, forumId = null, replyId = null, commentId = null } = event.place;
  const text = excerpt(event.text);
  const rows = await db
    .insert(notifications)
    .values([...chosen].map(([userId, type]) => ({ userId, type, actorId: event.actorId, questionId, forumId, postId, replyId, commentId, text })))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
