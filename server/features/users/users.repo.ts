/** The admin's user list: a case-insensitive substring search over name, username and email. */
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { latestMentorStatusSql } from '../../identity/users.ts';

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
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        userType: users.userType,
        role: users.role,
        mobile: users.mobile,
        emailId: users.emailId,
        emailVerified: users.emailVerified,
        extraTimePercent: users.extraTimePercent,
        mentorStatus: latestMentorStatusSql(users.id),
      })
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
