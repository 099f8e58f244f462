/** The admin's user list (spec "User Management"). */
import type { User } from '@common/api/accounts.ts';
import type { Queryable } from '../../db/client.ts';
import type { UserRow } from '../../identity/users.ts';
import { userJson } from '../../identity/users.ts';
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
