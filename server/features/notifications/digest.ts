/**
 * The daily digest (docs/contract.md section 7.4): for each user who chose `emailDigest: "daily"`,
 * has a verified e-mail address and unread notifications they can still see that no digest has
 * listed yet (id above `digest_last_id`), one mail listing them, at most once per user and UTC day. Per user, one transaction sets `digest_sent_on` to the day
 * (only if it is earlier) and queues the mail under the job id `digest-<user>-<day>` before it
 * commits: a run retried after a crash either finds the day already recorded, or queues the same
 * job id again, which BullMQ ignores (digest mail jobs are kept for 3 days for that).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Notification } from '@common/api/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notificationSettings, users } from '../../db/schema/index.ts';
import { listVisible } from '../../notifications/read.ts';

/** A mail to queue: payload and its deterministic job id. */
export interface DigestMail {
  jobId: string;
  to: string;
  subject: string;
  text: string;
}

/** How many unread notifications a digest lists at most. */
const digestMax = 50;

const describe: Record<Notification['type'], string> = {
  post_reply: 'replied to your post',
  reply_reply: 'replied to your reply',
  comment_reply: 'replied to your comment',
  mention: 'mentioned you',
  question_approved: 'approved your question',
  question_rejected: 'rejected your question',
  mentor_approved: 'approved your mentor request',
  mentor_rejected: 'rejected your mentor request',
  test_results: 'published the results of your mock test',
  report_resolved: 'resolved your report on a question',
  answer_accepted: 'accepted your answer',
  post_activity: 'replied in a thread you watch',
};

/** One line of a digest: "Asha (@asha) replied to your post: "text"". */
export function digestLine(n: Notification): string {
  if (n.type === 'test_results') return `- Results are out${n.text ? `: "${n.text}"` : ''}`;
  const who = n.actor ? `${n.actor.name} (@${n.actor.username})` : 'Someone';
  return `- ${who} ${describe[n.type]}${n.text ? `: "${n.text}"` : ''}`;
}

/**
 * Runs the digest for `day` (YYYY-MM-DD, UTC): `queueMail` is called inside each user's
 * transaction and must throw when the mail could not be queued (the user's day is then not
 * recorded). Answers how many users were mailed.
 */
export async function runDigest(db: Database, day: string, queueMail: (mail: DigestMail) => Promise<void>): Promise<number> {
  const due = await db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.emailDigest, 'daily'),
        or(isNull(notificationSettings.digestSentOn), lt(notificationSettings.digestSentOn, day)),
        eq(users.emailVerified, true),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(notificationSettings.userId);
  let mailed = 0;
  for (const { userId } of due) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(notificationSettings)
        .set({ digestSentOn: day })
        .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.emailDigest, 'daily'), or(isNull(notificationSettings.digestSentOn), lt(notificationSettings.digestSentOn, day))))
        .returning({ lastId: notificationSettings.digestLastId });
      if (!claimed) return false;
      const unread = await listVisible(tx, userId, { limit: digestMax, offset: 0 }, { id: claimed.lastId ?? 0 });
      if (unread.length === 0) return false;
      await tx.update(notificationSettings).set({ digestLastId: unread[0]!.id }).where(eq(notificationSettings.userId, userId));
      const [user] = await tx.select({ name: users.name, emailId: users.emailId }).from(users).where(eq(users.id, userId));
      if (!user) return false;
      await queueMail({
        jobId: `digest-${userId}-${day}`,
        to: user.emailId,
        subject: `Your unread notifications (${unread.length}${unread.length === digestMax ? '+' : ''})`,
        text: [`Hello ${user.name},`, '', 'Here is what you have not read yet:', '', ...unread.map(digestLine), '', 'You can turn this daily mail off on your profile page.'].join('\n'),
      });
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}
