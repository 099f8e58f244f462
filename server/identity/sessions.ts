/**
 * Ending a user's sessions (contract section 7.6). Each session stores the `users.session_version`
 * it was made with (plugins/auth.ts and plugins/realtime.ts accept it only while it is current, see
 * `sessionIsCurrent`), so raising the version in the same transaction as the password or suspension
 * change ends every older session on every API instance at once, with no list of sessions to keep.
 * Open sockets are then disconnected through the socket.io Redis adapter (every instance): all of
 * the user's, or all but those of the session that made the change; at logout, the session's own.
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { rooms, type RealtimeServer } from '../plugins/realtime.ts';

/**
 * Disconnects the user's sockets on every API instance; with `keepSessionId`, those opened by that
 * session stay. Never throws (socket.io's broadcast to other instances is fire-and-forget).
 */
export async function disconnectUserSockets(io: RealtimeServer, userId: number, keepSessionId?: string): Promise<void> {
  try {
    const target = io.in(rooms.user(userId));
    (keepSessionId ? target.except(rooms.session(keepSessionId)) : target).disconnectSockets(true);
  } catch {
    // see above
  }
}

/** Disconnects the sockets opened with session `sessionId` on every API instance (at logout). Never throws. */
export function disconnectSessionSockets(io: RealtimeServer, sessionId: string): void {
  try {
    io.in(rooms.session(sessionId)).disconnectSockets(true);
  } catch {
    // see disconnectUserSockets
  }
}

/**
 * Stores a new password hash and raises the session version in one statement, so no session made
 * with the old password survives it. Answers the new version, or undefined without such a user.
 */
export async function setPasswordEndingSessions(db: Queryable, userId: number, passwordHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion;
}
