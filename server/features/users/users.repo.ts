/** The admin's user list: a case-insensitive substring search over name, username and email. */
import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userJsonColumns } from '../../identity/users.ts';

type Page = { limit: number; offset: number };

/** `text` as a LIKE pattern matching itself anywhere: `\`, `%` and `_` are escaped (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Users whose name, username or email contains `query` ignoring case; everyone for ''. */
function matching(query: string): SQL | undefined {
  if (query === '') return undefined;
  const pattern = containsPattern(query);
  return or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.emailId, pattern));
}

/**
 * One page of the users matching `query`, ordered by name (ignoring case) then id, each with the
 * status of their latest mentor request; and how many match in all.
 */
export async function listUsers(db: Queryable, query: string, page: Page) {
  const where = matching(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(userJsonColumns())
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sets a user's extra time percent; answers the updated row, or undefined when there is no such user. */
export async function setExtraTimePercent(db: Queryable, id: number, extraTimePercent: number) {
  const [row] = await db.update(users).set({ extraTimePercent }).where(eq(users.id, id)).returning();
  return row;
}

/** Serialises changes to who is an active admin until the transaction ends (a transaction-level advisory lock). */
export async function lockAdmins(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:active-admins', 0))`);
}

/** How many admins who are not suspended there are, other than user `exceptId`. */
export async function countOtherActiveAdmins(db: Queryable, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** The user's role and suspension, locked for the transaction; undefined without such a user. */
export async function lockUser(tx: Queryable, id: number) {
  const [row] = await tx.select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Suspends the user from `at` (keeping an earlier suspension's time) with the admin's `reason`
 * (null: none; a new suspension's reason replaces an earlier one) and ends their sessions (raises
 * the session version).
 */
export async function suspend(db: Queryable, id: number, at: Date, reason: string | null): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, ${at.toISOString()}::timestamptz)`, suspensionReason: reason, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

/** Lifts a suspension (and forgets its reason); answers false without such a user. */
export async function unsuspend(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function setRole(db: Queryable, id: number, role: 'admin' | 'user'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}
