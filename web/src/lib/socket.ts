/**
 * The web app's one socket.io connection (docs/contract.md section 6): same origin, path `/socket.io`,
 * session cookie sent, opened when first used and re-established after a drop. Features watch a
 * room with `useSocketRoom`, or listen with `withSocket`, and on an event invalidate the affected
 * query. The socket.io client is loaded on first use, not with the first page (contract section 7.8).
 */
import { useEffect, useEffectEvent } from 'react';
import type { Socket } from 'socket.io-client';
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

let shared: Promise<AppSocket> | undefined;

/**
 * The shared socket, loading socket.io-client and connecting on first use. A socket the server
 * refused (no session yet) is not retried by socket.io itself, so a later use tries again; a
 * failed load of the client (network) is retried by the next use. Rejects only when the load fails.
 */
export async function getSocket(): Promise<AppSocket> {
  shared ??= import('socket.io-client').then(
    ({ io }): AppSocket => io({ path: '/socket.io', withCredentials: true, autoConnect: false, reconnection: true }),
  );
  const socket = await shared.catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  if (!socket.active) socket.connect();
  return socket;
}

/**
 * Runs `setup` with the shared socket once it is loaded, and returns the function that undoes it:
 * call it (an effect's cleanup) to run `setup`'s own cleanup, or to skip `setup` if the socket
 * is not loaded yet. A socket that fails to load leaves the caller without live events.
 */
export function withSocket(setup: (socket: AppSocket) => () => void): () => void {
  let cleanup: (() => void) | undefined;
  let cancelled = false;
  getSocket().then(
    (socket) => {
      if (!cancelled) cleanup = setup(socket);
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    cleanup?.();
  };
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
 * A wrapper of room event handlers that calls each only for events about `id` (their `field`,
 * e.g. the question or post the page shows), so one stray event cannot change another's thread.
 */
export function onlyAbout<F extends string>(field: F, id: number) {
  return <E extends Record<F, number>>(handle: (event: E) => unknown) =>
    (event: E): void => {
      if (event[field] === id) void handle(event);
    };
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
    return withSocket((socket) => {
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
    });
  }, [kind, id, events]);
}
