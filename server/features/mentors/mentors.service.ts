/** Mentor requests: listing the pending ones and deciding them (docs/contract.md section 5). */
import type { MentorDecision, MentorDecisionResult, PendingMentor } from '@common/api/mentors.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { createNotifications } from '../../notifications/create.ts';
import * as repo from './mentors.repo.ts';
import { inTransaction } from '../../effects/commit.ts';

type Page = { limit: number; offset: number };
type DecidedRow = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;

function toResult(id: number, row: DecidedRow): MentorDecisionResult {
  return { id, status: row.status as MentorDecision, userId: row.userId, decidedAt: row.decidedAt?.toISOString() ?? null, decidedBy: row.decidedBy };
}

/** A page of pending requests (oldest first) with their users' contact details, and the total. */
export async function listPendingMentors(db: Queryable, page: Page): Promise<{ requests: PendingMentor[]; total: number }> {
  const { rows, total } = await repo.listPending(db, page);
  return { requests: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })), total };
}

/**
 * Approves or rejects a pending mentor request as `adminId`. Approval also makes the user a
 * Mentor, in the same transaction; rejection leaves the user as they are (a Student). Only the
 * first of concurrent calls decides; repeating the decision already taken changes nothing and
 * answers the same. The user is notified (`mentor_approved` / `mentor_rejected`) in the deciding
 * transaction and told live after the commit, with the user-changed signal (nothing for a repeat).
 * @throws AppError 404 "Mentor request not found" for an unknown id,
 *         409 "This mentor request has already been decided" when it was decided the other way
 */
export async function decideMentorRequest(
  db: Database,
  id: number,
  decision: MentorDecision,
  adminId: number,
): Promise<MentorDecisionResult> {
  const decided = await inTransaction(db, async (tx, effects) => {
    const row = await repo.decidePending(tx, id, decision, adminId);
    if (!row) return undefined;
    if (decision === 'approved') await repo.promoteToMentor(tx, row.userId);
    const notificationIds = await createNotifications(tx, {
      actorId: adminId,
      place: {},
      text: '',
      direct: [{ userId: row.userId, type: decision === 'approved' ? 'mentor_approved' : 'mentor_rejected' }],
    });
    effects.userChanged(row.userId).notify(notificationIds);
    return { row };
  });
  if (decided) return toResult(id, decided.row);
  const current = await repo.findRequest(db, id);
  if (current === undefined) throw notFound(messages.mentors.requestNotFound);
  if (current.status !== decision) throw conflict(messages.mentors.alreadyDecided);
  return toResult(id, current);
}
