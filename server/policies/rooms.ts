/**
 * Which socket.io rooms a user may join (docs/contract.md section 6): a question's room carries its
 * comments, so only users who may see the question (pending ones: submitter and admins); every
 * logged-in user may read every forum and post, so their rooms only need the thing to exist.
 * Every check answers false rather than throwing (missing, hidden, or the database failed).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { forumPosts, forums } from '../db/schema/index.ts';
import { findUserById } from '../identity/users.ts';
import { mayViewQuestion } from './questions.ts';

export type RoomKind = 'question' | 'post' | 'forum';

const exists = async (db: Queryable, table: typeof forums | typeof forumPosts, id: number): Promise<boolean> => {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
};

/** Whether user `userId` may join the room of the `kind` with this id. Never throws. */
export async function mayJoinRoom(db: Queryable, userId: number, kind: RoomKind, id: number): Promise<boolean> {
  try {
    if (kind === 'forum') return await exists(db, forums, id);
    if (kind === 'post') return await exists(db, forumPosts, id);
    const user = await findUserById(db, userId);
    return user !== undefined && (await mayViewQuestion(db, id, user));
  } catch {
    return false;
  }
}
