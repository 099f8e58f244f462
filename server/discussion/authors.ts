/**
 * Authors as discussions show them (question comments, forum posts and replies): the user summary
 * and the all-time reputation (contract 8.4), read from `users.reputation` (kept by triggers,
 * migration 0045), never from a session's cached user row.
 */
import { eq } from 'drizzle-orm';
import type { DiscussionAuthor } from '@common/api/accounts.ts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** The users columns of a discussion author, for selects joined to `users`. */
export const authorColumns = { id: users.id, name: users.name, username: users.username, userType: users.userType, reputation: users.reputation };

/** The discussion author with this id (undefined: no such user). */
export async function findAuthor(db: Queryable, userId: number): Promise<DiscussionAuthor | undefined> {
  const [row] = await db.select(authorColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
