/**
 * The web app's one socket.io connection (docs/contract.md section 6): same origin, path `/socket.io`,
 * session cookie sent, opened when first used and re-established after a drop. Features watch a
 * room with `useSocketRoom` and, on an event, invalidate the affected query.
 */
import { useEffect, useEffectEvent } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/events.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The things a client can watch; each has a room `<kind>:<id>`. */
export type RoomKind = 'question' | 'post' | 'forum';

type ServerEvent = keyof ServerToClientEvents;

/** Listeners for the server's events, plus `rejoined` for catching up after a lost connection. */
export type RoomHandlers = Partial<ServerToClientEvents> & {
  /** Called when the room is joined again after a reconnect: events sent meanwhile were missed. */
  rejoined?: () => void;
};

let shared: AppSocket | undefined;

/**
 * The shared socket, connecting it on first use. A socket the server refused (no session yet)
 * is not retried by socket.io itself, so a later use tries again.
 */
export function getSocket(): AppSocket {
  shared ??= io({ path: '/socket.io', withCredentials: true, autoConnect: false, reconnection: true });
  if (!shared.active) shared.connect();
  return shared;
}

function sendRoom(socket: AppSocket, kind: RoomKind, action: 'join' | 'leave', id: number): void {
  switch (kind) {
    case 'question':
      socket.emit(`question:${action}`, { questionId: id });
      break;
    case 'post':
      socket.emit(`post:${action}`, { postId: id });
      break;
    case 'forum':
      socket.emit(`forum:${action}`, { forumId: id });
      break;
  }
}

/**
 * Watches room `<kind>:<id>` while the calling component is mounted: emits `<kind>:join` on every
 * connect (so a reconnect rejoins), `<kind>:leave` on unmount, and calls `handlers` for the
 * server's events. The handlers may change between renders; the latest ones are called.
 * Nothing happens while `id` is undefined.
 */
export function useSocketRoom(kind: RoomKind, id: number | undefined, handlers: RoomHandlers): void {
  const events = (Object.keys(handlers) as (ServerEvent | 'rejoined')[])
    .filter((name): name is ServerEvent => name !== 'rejoined')
    .sort()
    .join(' ');

  const dispatch = useEffectEvent((event: ServerEvent, args: unknown[]) => {
    (handlers[event] as ((...params: unknown[]) => void) | undefined)?.(...args);
  });
  const onRejoin = useEffectEvent(() => handlers.rejoined?.());

  useEffect(() => {
    if (id === undefined) return;
    const socket = getSocket();
    let joinedBefore = false;
    const join = () => {
      sendRoom(socket, kind, 'join', id);
      if (joinedBefore) onRejoin();
      joinedBefore = true;
    };
    const listeners = (events ? (events.split(' ') as ServerEvent[]) : []).map((event) => {
      const listener = (...args: unknown[]) => dispatch(event, args);
      socket.on(event, listener as never);
      return () => socket.off(event, listener as never);
    });
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      for (const off of listeners) off();
      if (socket.connected) sendRoom(socket, kind, 'leave', id);
    };
  }, [kind, id, events]);
}
