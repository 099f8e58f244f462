/**
 * Real time (docs/contract.md section 6): a socket.io server on the Fastify HTTP server with the Redis
 * adapter, so an event emitted by any API instance (or by a worker through the Redis emitter)
 * reaches sockets connected to every instance. A socket connects with the session cookie; without
 * a valid session it is refused. Clients join rooms with `<kind>:join {<kind>Id}`.
 *
 * On shutdown (`preClose`, before Fastify waits for open connections) every socket's transport is
 * closed: the client sees "transport close", which socket.io-client answers by reconnecting on its
 * own (through the load balancer, to another instance) and the web app's rooms are joined again.
 * (A server-side `socket.disconnect()` would instead tell the client not to reconnect.)
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/events.ts';
import { connectRedis } from './redis.ts';
import { findUserById } from '../identity/users.ts';
import { mayJoinRoom, type RoomKind } from '../policies/rooms.ts';

export interface SocketData {
  userId: number;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}

/** Redis key prefix of the adapter and of emitters (workers) for this deployment. */
export const socketIoKey = (prefix: string) => `${prefix}:socket.io`;

/** Room names, one per thing a client can watch. */
export const rooms = {
  question: (id: number) => `question:${id}`,
  post: (id: number) => `post:${id}`,
  forum: (id: number) => `forum:${id}`,
  user: (id: number) => `user:${id}`,
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The session's user id for a signed `sid` cookie value, or undefined. */
function sessionUserId(app: FastifyInstance, signed: string): Promise<number | undefined> {
  const holder = {} as FastifyRequest;
  return new Promise((resolve) => {
    app.decryptSession(signed, holder, (error?: unknown) => {
      const userId = error ? undefined : holder.session?.get('userId');
      resolve(typeof userId === 'number' ? userId : undefined);
    });
  });
}

const positiveId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;

/** Whether the socket's user may watch the thing with this id (never throws). */
type JoinGuard = (userId: number, id: number) => Promise<boolean>;

/**
 * Handles `<kind>:join` / `<kind>:leave`. A join is honoured only when `mayJoin` allows; joins and
 * leaves of a socket apply in the order they were sent, even while a check is pending.
 */
function joinable(socket: RealtimeSocket, kind: RoomKind, mayJoin: JoinGuard) {
  const key = `${kind}Id` as const;
  const join = `${kind}:join` as const;
  const leave = `${kind}:leave` as const;
  const room = rooms[kind];
  let pending = Promise.resolve();
  const inOrder = (step: () => Promise<void> | void) => {
    pending = pending.then(step).catch(() => undefined); // a failed join or leave must not stop the next ones
  };
  socket.on(join, (payload: Record<string, unknown>) => {
    const id = positiveId(payload?.[key]);
    if (id) inOrder(async () => {
      if (await mayJoin(socket.data.userId, id)) await socket.join(room(id));
    });
  });
  socket.on(leave, (payload: Record<string, unknown>) => {
    const id = positiveId(payload?.[key]);
    if (id) inOrder(() => socket.leave(room(id)));
  });
}

export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { redisUrl: string; prefix: string }) => {
    const pub = await connectRedis(options.redisUrl);
    const sub = pub.duplicate();
    sub.on('error', () => undefined);
    const io: RealtimeServer = new Server(app.server, {
      serveClient: false,
      adapter: createAdapter(pub, sub, { key: socketIoKey(options.prefix) }),
    });
    io.use(async (socket, next) => {
      const signed = cookieValue(socket.handshake.headers.cookie, 'sid');
      const userId = signed ? await sessionUserId(app, signed) : undefined;
      const user = userId ? await findUserById(app.db, userId).catch(() => undefined) : undefined;
      if (!user) return next(new Error('unauthorized'));
      socket.data.userId = user.id;
      next();
    });
    // Who may join which room: server/policies/rooms.ts.
    io.on('connection', (socket) => {
      void socket.join(rooms.user(socket.data.userId));
      for (const kind of ['question', 'post', 'forum'] as const) joinable(socket, kind, (userId, id) => mayJoinRoom(app.db, userId, kind, id));
    });
    app.decorate('io', io);
    app.addHook('preClose', async () => {
      io.engine.close(); // closes every client's transport; the HTTP server itself is Fastify's to close
    });
    app.addHook('onClose', async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  },
  { name: 'realtime', dependencies: ['session', 'db'] },
);
