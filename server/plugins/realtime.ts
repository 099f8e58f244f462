/**
 * Real time (docs/contract.md section 6): a socket.io server on the Fastify HTTP server with the Redis
 * adapter, so an event emitted by any API instance (or by a worker through the Redis emitter)
 * reaches sockets connected to every instance. A socket connects with the session cookie; without
 * a valid session, or from another site (an `Origin` that is not the app's own), it is refused.
 * Clients join rooms with `<kind>:join {<kind>Id}`.
 *
 * On shutdown (`preClose`, before Fastify waits for open connections) every socket's transport is
 * closed: the client sees "transport close", which socket.io-client answers by reconnecting on its
 * own (through the load balancer, to another instance) and the web app's rooms are joined again.
 * (A server-side `socket.disconnect()` would instead tell the client not to reconnect.)
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/events.ts';
import { connectRedis } from './redis.ts';
import { findUserById, sessionIsCurrent } from '../identity/users.ts';
import { mayJoinRoom, type RoomKind } from '../policies/rooms.ts';

export interface SocketData {
  userId: number;
  /** The session the socket was opened with (see `rooms.session`). */
  sessionId: string;
}

/** What a socket's session cookie says. */
interface SocketSession {
  userId: number;
  sessionVersion: unknown;
  sessionId: string;
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
  /** The sockets opened with one session (the id is hashed: room names are not secrets). */
  session: (sessionId: string) => `session:${createHash('sha256').update(sessionId).digest('hex').slice(0, 32)}`,
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The logged-in session of a signed `sid` cookie value, or undefined. */
function socketSession(app: FastifyInstance, signed: string): Promise<SocketSession | undefined> {
  const holder = {} as FastifyRequest;
  return new Promise((resolve) => {
    app.decryptSession(signed, holder, (error?: unknown) => {
      const session = error ? undefined : holder.session;
      const userId = session?.get('userId');
      resolve(session && typeof userId === 'number' ? { userId, sessionVersion: session.get('sessionVersion'), sessionId: session.sessionId } : undefined);
    });
  });
}

/**
 * Whether a handshake's `Origin` is the app's own (contract section 7.8): absent (non-browser
 * clients; browsers always send it on cross-origin requests and WebSocket handshakes) or naming
 * the host the request was sent to (the `Host` header, which the proxy passes on; a `Host`
 * without a port, as nginx's `$host` sends it, is compared with the origin's host name).
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, files) and anything unparsable
  }
  const own = host.toLowerCase();
  return (url.protocol === 'http:' || url.protocol === 'https:') && (url.host === own || url.hostname === own);
}

const positiveId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;

/** Whether the socket's user may watch the thing with this id (never throws). */
type JoinGuard = (userId: number, id: number) => Promise<boolean>;

/**
 * Room joins a socket may ask for per window (each costs a database check), and most rooms it may
 * be in at once: far above what the web app does (a page watches a few rooms; a reconnect rejoins
 * them), far below a flood. Joins past either are ignored.
 */
export const roomJoinLimits = { joinsPerWindow: 30, windowMs: 10_000, maxRooms: 50 };

/** Counts one socket's join requests in fixed windows; `allow()` answers whether one more fits. */
export class JoinThrottle {
  private windowStart = 0;
  private joins = 0;

  allow(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= roomJoinLimits.windowMs) [this.windowStart, this.joins] = [now, 0];
    return ++this.joins <= roomJoinLimits.joinsPerWindow;
  }
}

/**
 * Handles `<kind>:join` / `<kind>:leave`. A join is honoured only when `mayJoin` allows, and within
 * the socket's `throttle` and `roomJoinLimits.maxRooms`; joins and leaves of a socket apply in the
 * order they were sent, even while a check is pending.
 */
function joinable(socket: RealtimeSocket, kind: RoomKind, mayJoin: JoinGuard, throttle: JoinThrottle) {
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
    if (id && throttle.allow()) inOrder(async () => {
      if (socket.rooms.size < roomJoinLimits.maxRooms && (await mayJoin(socket.data.userId, id))) await socket.join(room(id));
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
      // Another site's page cannot open a socket with the user's cookie (cross-site WebSocket hijacking).
      allowRequest: (request, callback) => callback(null, isOwnOrigin(request.headers.origin, request.headers.host)),
      adapter: createAdapter(pub, sub, { key: socketIoKey(options.prefix) }),
    });
    io.use(async (socket, next) => {
      const signed = cookieValue(socket.handshake.headers.cookie, 'sid');
      const session = signed ? await socketSession(app, signed) : undefined;
      const user = session ? await findUserById(app.db, session.userId).catch(() => undefined) : undefined;
      // A suspended user's session, or one ended by a password reset or change, is refused too.
      if (!session || !user || !sessionIsCurrent(user, session.sessionVersion)) return next(new Error('unauthorized'));
      socket.data.userId = user.id;
      socket.data.sessionId = session.sessionId;
      next();
    });
    // Who may join which room: server/policies/rooms.ts.
    io.on('connection', (socket) => {
      void socket.join([rooms.user(socket.data.userId), rooms.session(socket.data.sessionId)]);
      const throttle = new JoinThrottle();
      for (const kind of ['question', 'post', 'forum'] as const) joinable(socket, kind, (userId, id) => mayJoinRoom(app.db, userId, kind, id), throttle);
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
