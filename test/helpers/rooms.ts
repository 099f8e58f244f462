/**
 * Joining forum and post rooms in tests: emit `<kind>:join` and wait (bounded) until the server
 * has the socket in the room. Membership is read through any socket.io server of the cluster:
 * `app.io` of an in-process app, or an observer server on the same Redis adapter for sockets
 * connected to another process.
 */
import { rooms } from '../../server/plugins/realtime.ts';
import { sleep, type ClientSocket } from './realtime.ts';

/** What membership is read through: a socket.io server (its `fetchSockets` spans the cluster). */
export interface RoomReader {
  in(room: string): { fetchSockets(): Promise<{ id: string }[]> };
}

export type RoomKind = 'post' | 'forum';

/** Whether the socket is in the room of that post or forum. */
export async function inRoom(reader: RoomReader, socket: ClientSocket, kind: RoomKind, id: number): Promise<boolean> {
  const members = await reader.in(rooms[kind](id)).fetchSockets();
  return members.some((member) => member.id === socket.id);
}

function emitJoin(socket: ClientSocket, kind: RoomKind, id: number): void {
  if (kind === 'post') socket.emit('post:join', { postId: id });
  else socket.emit('forum:join', { forumId: id });
}

/** Emits `<kind>:join` and resolves once the socket is in the room; rejects after `timeoutMs`. */
export async function joinRoom(reader: RoomReader, socket: ClientSocket, kind: RoomKind, id: number, timeoutMs = 5000): Promise<void> {
  emitJoin(socket, kind, id);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await inRoom(reader, socket, kind, id)) return;
    await sleep(20);
  }
  throw new Error(`socket did not join ${kind} ${id} in time`);
}

/**
 * Emits a join the server should refuse, then a join of `allowedId` it accepts, and waits for the
 * latter: a socket's joins are decided in order, so the refused one has been decided by then.
 */
export async function tryJoinRoom(reader: RoomReader, socket: ClientSocket, kind: RoomKind, refusedId: number, allowedId: number): Promise<void> {
  emitJoin(socket, kind, refusedId);
  await joinRoom(reader, socket, kind, allowedId);
}
