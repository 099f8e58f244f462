/**
 * Who a user is, for every layer: the user row type, the look-up the session and sockets use on each
 * request, the latest mentor status, and the user JSON of docs/contract.md section 5. Plugins and
 * features read users through here rather than through the accounts feature.
 */
import { desc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { User } from '@common/api/accounts.ts';
import { accountSuspendedCode } from '@common/api/errorCodes.ts';
import { messages } from '@common/messages.ts';
import { AppError } from '../errors.ts';
import type { Queryable } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { mentorRequests, users } from '../db/schema/index.ts';
import { canSeeContactDetails } from '../policies/access.ts';

/**
 * A user's row as requests carry it (cached between requests): every column but `reputation`,
 * which triggers change with every like, so it is read from the table where it is shown.
 */
export type UserRow = Omit<typeof users.$inferSelect, 'reputation'>;

const { reputation: _reputation, ...userRowColumns } = getTableColumns(users);

const userById = preparedPerDatabase((db) =>
  db.select(userRowColumns).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'),
);

/** The user with this id, or undefined (a prepared statement: it runs on every request). */
export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** Status of the user's latest mentor request, or null when none. */
export async function latestMentorStatus(db: Queryable, userId: number): Promise<'pending' | 'approved' | 'rejected' | null> {
  const [row] = await db
    .select({ status: mentorRequests.status })
    .from(mentorRequests)
    .where(eq(mentorRequests.userId, userId))
    .orderBy(desc(mentorRequests.createdAt), desc(mentorRequests.id))
    .limit(1);
  return row?.status ?? null;
}

/**
 * SQL for the status of the latest mentor request of the user whose id is in `userId` (a column of
 * the outer query), or null: the same rule as `latestMentorStatus`, for lists that load it with
 * their rows in one query (uses mentor_requests_user_idx).
 */
export function latestMentorStatusSql(userId: AnyPgColumn) {
  // Qualified by hand: in a query without joins Drizzle writes the bare "id", which inside the
  // subquery would mean mentor_requests.id.
  const outer = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<'pending' | 'approved' | 'rejected' | null>`(select ${mentorRequests.status} from ${mentorRequests} where ${mentorRequests.userId} = ${outer} order by ${mentorRequests.createdAt} desc, ${mentorRequests.id} desc limit 1)`;
}

/** The user columns the user JSON is made of. */
export type UserJsonFields = Pick<UserRow, 'id' | 'name' | 'username' | 'userType' | 'role' | 'mobile' | 'emailId' | 'emailVerified' | 'extraTimePercent' | 'untimedPractice' | 'showOnLeaderboards' | 'suspendedAt'>;

/**
 * The columns of `UserJsonFields` and the latest mentor status, for selects that make user JSON
 * (`userJson`) from their rows in one query (users lists, forum reply authors).
 */
export const userJsonColumns = () => ({
  id: users.id,
  name: users.name,
  username: users.username,
  userType: users.userType,
  role: users.role,
  mobile: users.mobile,
  emailId: users.emailId,
  emailVerified: users.emailVerified,
  extraTimePercent: users.extraTimePercent,
  untimedPractice: users.untimedPractice,
  showOnLeaderboards: users.showOnLeaderboards,
  suspendedAt: users.suspendedAt,
  mentorStatus: latestMentorStatusSql(users.id),
});

/**
 * The user JSON of docs/contract.md section 5 from a row and its latest mentor status (no query: for
 * lists that load the status with the rows). `mobile`, `emailId`, `extraTimePercent`, `untimedPractice`, `showOnLeaderboards` and `suspended` are included only when the
 * viewer is the user or an admin.
 */
export function userJson(row: UserJsonFields, mentorStatus: User['mentorStatus'], viewer: Pick<UserRow, 'id' | 'role'> | undefined): User {
  const private_ = canSeeContactDetails(viewer, row.id);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    userType: row.userType,
    role: row.role,
    mobile: private_ ? row.mobile : null,
    emailId: private_ ? row.emailId : null,
    emailVerified: row.emailVerified,
    mentorStatus,
    extraTimePercent: private_ ? row.extraTimePercent : null,
    untimedPractice: private_ ? row.untimedPractice : null,
    showOnLeaderboards: private_ ? row.showOnLeaderboards : null,
    suspended: private_ ? row.suspendedAt !== null : null,
  };
}

/** The user JSON of `row` as `viewer` may see it (see `userJson`), loading the mentor status. */
export async function toUserJson(db: Queryable, row: UserRow, viewer: Pick<UserRow, 'id' | 'role'> | undefined): Promise<User> {
  return userJson(row, await latestMentorStatus(db, row.id), viewer);
}

/**
 * Whether a session made for `user` with `sessionVersion` (what login stored; absent in sessions
 * older than the version column, which count as version 0) may still act as that user: the
 * account is not suspended and no password reset, password change or suspension has raised
 * `users.session_version` since.
 */
export function sessionIsCurrent(user: Pick<UserRow, 'suspendedAt' | 'sessionVersion'>, sessionVersion: unknown): boolean {
  return user.suspendedAt === null && (typeof sessionVersion === 'number' ? sessionVersion : 0) === user.sessionVersion;
}

/**
 * The 403 of a suspended account, at login and on every request of its sessions that needs a
 * login: "This account is suspended", `code: "account_suspended"` and the admin's `reason` (null
 * when none was given). Told only to the account's owner (a session of it, or its password).
 */
export function suspendedError(user: Pick<UserRow, 'suspensionReason'>): AppError {
  return new AppError(403, messages.account.suspended, { code: accountSuspendedCode, reason: user.suspensionReason });
}
