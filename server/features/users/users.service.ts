/** The admin's user list (spec "User Management"). */
import type { User } from '@common/api/accounts.ts';
import type { Queryable } from '../../db/client.ts';
import { messages } from '@common/messages.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { toUserJson, userJson } from '../../identity/users.ts';
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
 * route) and answers their User JSON as `viewer` (an admin) sees it.
 * @throws AppError 404 "User not found"
 */
export async function setExtraTime(db: Queryable, viewer: UserRow, id: number, extraTimePercent: number): Promise<User> {
  const row = await repo.setExtraTimePercent(db, id, extraTimePercent);
  if (!row) throw notFound(messages.notFound.user);
  return toUserJson(db, row, viewer);
}
