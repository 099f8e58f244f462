/**
 * The admin's user list (spec "User Management") and what admins do to users there: extra time,
 * suspension and role (contract section 7.6). Suspensions and role changes keep at least one
 * active (not suspended) admin: they are serialised by an advisory lock and refused (400) when
 * they would leave none; an admin never suspends or changes the role of their own account (400).
 */
import type { User } from '@common/api/accounts.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { messages } from '@common/messages.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { toUserJson, userJson } from '../../identity/users.ts';
import { afterCommit, inTransaction } from '../../effects/commit.ts';
import { Effects } from '../../effects/effects.ts';
import * as repo from './users.repo.ts';

type Page = { limit: number; offset: number };

/**
 * A page of users matching `query` (see `repo.listUsers`) as User JSON seen by `viewer` (an admin
 * sees mobile and email), and how many match in all.
 */
export async function listUsers(db: Queryable, viewer: UserRow, query: string, page: Page): Promise<{ users: User[]; total: number }> {
  const { rows, total } = await repo.listUsers(db, query, page);
  return { users: rows.map((row) => userJson(row, row.mentorStatus, viewer)), total };
}

/**
 * Sets user `id`'s extra time in mock tests (0-100 percent of each section, already checked by the
 * route) and answers their User JSON as `viewer` (an admin) sees it. Effect: the user changed.
 * @throws AppError 404 "User not found"
 */
export async function setExtraTime(db: Queryable, viewer: UserRow, id: number, extraTimePercent: number): Promise<User> {
  const row = await repo.setExtraTimePercent(db, id, extraTimePercent);
  if (!row) throw notFound(messages.notFound.user);
  await afterCommit(db, new Effects().userChanged(id));
  return toUserJson(db, row, viewer);
}

/**
 * Suspends user `id` as admin `actor`: their sessions end (the session version rises in the same
 * transaction). Effects: the user changed, their sockets are disconnected. Suspending a suspended user keeps the
 * first suspension's time; `reason` (the admin's words, shown to the user; empty or undefined:
 * none) replaces an earlier one.
 * @throws AppError 400 "You cannot suspend your own account"; 404 "User not found";
 *   400 "The last active admin cannot be suspended"
 */
export async function suspendUser(db: Database, actor: UserRow, id: number, at: Date, reason?: string): Promise<void> {
  if (id === actor.id) throw badRequest(messages.account.cannotSuspendSelf);
  await inTransaction(db, async (tx, effects) => {
    await repo.lockAdmins(tx);
    const target = await repo.lockUser(tx, id);
    if (!target) throw notFound(messages.notFound.user);
    if (target.role === 'admin' && target.suspendedAt === null && (await repo.countOtherActiveAdmins(tx, id)) === 0) {
      throw badRequest(messages.account.lastAdminSuspend);
    }
    await repo.suspend(tx, id, at, reason ? reason : null);
    effects.userChanged(id).disconnectUser(id);
  });
}

/** Lifts user `id`'s suspension (their old sessions stay ended). Effect: the user changed. @throws AppError 404 "User not found" */
export async function unsuspendUser(db: Queryable, id: number): Promise<void> {
  if (!(await repo.unsuspend(db, id))) throw notFound(messages.notFound.user);
  await afterCommit(db, new Effects().userChanged(id));
}

/**
 * Makes user `id` an admin or a user, as admin `actor`; it applies from the user's next request
 * (effect: the user changed).
 * @throws AppError 400 "You cannot change your own role"; 404 "User not found";
 *   400 "The last active admin cannot be made a user"
 */
export async function setRole(db: Database, actor: UserRow, id: number, role: 'admin' | 'user'): Promise<void> {
  if (id === actor.id) throw badRequest(messages.account.cannotChangeOwnRole);
  await inTransaction(db, async (tx, effects) => {
    await repo.lockAdmins(tx);
    const target = await repo.lockUser(tx, id);
    if (!target) throw notFound(messages.notFound.user);
    effects.userChanged(id);
    if (role === 'user' && target.role === 'admin' && target.suspendedAt === null && (await repo.countOtherActiveAdmins(tx, id)) === 0) {
      throw badRequest(messages.account.lastAdminDemote);
    }
    await repo.setRole(tx, id, role);
  });
}
