/**
 * Real-time test helpers: listening apps, real socket.io-client sockets carrying a session cookie,
 * and bounded waits for events. Every wait rejects (or resolves "nothing") after a timeout.
 */
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/events.ts';
import { buildApp } from '../../server/app.ts';
import { rooms } from '../../server/plugins/realtime.ts';
import type { TestApp } from './app.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Listens the app on 127.0.0.1, a free port; answers its base URL. */
export function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * A second API instance of a test app: its own Fastify, socket.io server and Redis connections,
 * on the same database and Redis prefix (so sessions and the socket.io adapter are shared).
 */
export async function buildSecondInstance(t: Teardown, { config, database }: Pick<TestApp, 'config' | 'database'>): Promise<FastifyInstance> {
  const app = await buildApp(config, { database, webDistDir: '/nonexistent' });
  await app.ready();
  t.teardown(() => app.close());
  return app;
}

/** More of a test socket's handshake: extra request headers (an `origin`), other transports. */
export interface SocketOptions {
  headers?: Record<string, string>;
  transports?: ('websocket' | 'polling')[];
}

/**
 * Opens a socket.io connection (websocket only unless `options.transports` says) sending `cookie`
 * (none when undefined); resolves once connected, rejects with the server's refusal
 * (`connect_error`) or after `timeoutMs`. The socket is closed at teardown and never reconnects.
 */
export function connectSocket(t: Teardown, baseUrl: string, cookie: string | undefined, timeoutMs = 3000, options: SocketOptions = {}): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, {
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...options.headers },
  });
  t.teardown(() => socket.close());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect in time')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Waits (bounded) until `app`, the instance the socket is connected to, has it in the question's room or not, as `inRoom` says. */
async function untilMembership(app: FastifyInstance, socket: ClientSocket, questionId: number, inRoom: boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const members = await app.io.local.in(rooms.question(questionId)).fetchSockets();
    if (members.some((member) => member.id === socket.id) === inRoom) return;
    await sleep(20);
  }
  throw new Error(`socket did not ${inRoom ? 'join' : 'leave'} question ${questionId} in time`);
}

/** Emits `question:join` and waits until the server has put the socket in the room. */
export function joinQuestion(app: FastifyInstance, socket: ClientSocket, questionId: number, timeoutMs = 3000): Promise<void> {
  socket.emit('question:join', { questionId });
  return untilMembership(app, socket, questionId, true, timeoutMs);
}

/** Emits `question:leave` and waits until the server has taken the socket out of the room. */
export function leaveQuestion(app: FastifyInstance, socket: ClientSocket, questionId: number, timeoutMs = 3000): Promise<void> {
  socket.emit('question:leave', { questionId });
  return untilMembership(app, socket, questionId, false, timeoutMs);
}

/** The next `event` the socket receives; rejects after `timeoutMs`. */
export function nextEvent<E extends EventName>(socket: ClientSocket, event: E, timeoutMs = 3000): Promise<EventPayload<E>> {
  return new Promise((resolve, reject) => {
    const listener = (payload: EventPayload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once(event, listener as never);
  });
}

/**
 * Resolves once `socket` has received everything `app`'s socket.io server sent it before this call:
 * the server sends the socket a marker event (through its adapter, as its broadcasts go), and one
 * server's messages to a socket arrive in the order they were sent. So after an action whose
 * events `app` emitted before answering it, a socket that has not received one by then never will
 * — no waiting for a quiet period. Rejects after `timeoutMs`.
 */
export function drained(app: FastifyInstance, socket: ClientSocket, timeoutMs = 3000): Promise<void> {
  const marker = `test:drained:${Math.random().toString(36).slice(2)}`;
  const untyped = socket as unknown as Socket;
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      untyped.off(marker);
      reject(new Error(`the socket did not receive ${marker} within ${timeoutMs} ms`));
    }, timeoutMs);
    untyped.once(marker, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  (app.io as unknown as { to(room: string): { emit(event: string): void } }).to(socket.id!).emit(marker);
  return arrived;
}

/** Every `event` the socket receives from now on (to assert none arrived, after `drained`). */
export function collectEvents<E extends EventName>(socket: ClientSocket, event: E): EventPayload<E>[] {
  const received: EventPayload<E>[] = [];
  socket.on(event, ((payload: EventPayload<E>) => received.push(payload)) as never);
  return received;
}
