/**
 * Sending new notifications live: `notification:new { notification }` to room `user:<id>` of each
 * recipient, through the socket.io Redis adapter (so sockets on every API process get it). Call
 * after the transaction that created them is committed. Never throws (a lost live message is
 * still in the list).
 */
import type { Queryable } from '../db/client.ts';
import { rooms, type RealtimeServer } from '../plugins/realtime.ts';
import { findVisibleByIds } from './read.ts';

/** Emits the visible ones among the notifications `ids` to their recipients. */
export async function announceNotifications(io: RealtimeServer, db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    for (const { userId, ...notification } of await findVisibleByIds(db, [...ids])) {
      io.to(rooms.user(userId)).emit('notification:new', { notification });
    }
  } catch {
    // The notifications are stored; clients see them on their next fetch.
  }
}
