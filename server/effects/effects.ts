/**
 * Effects: what a change asks of the world once it is committed — socket.io events, live
 * notifications, the "user changed" signal of the session caches, disconnecting sockets, and jobs
 * to queue. A service records them on the `Effects` of its transaction (`inTransaction`, commit.ts)
 * while it works; the process's dispatcher (dispatcher.ts) publishes them after the COMMIT, and
 * drops them when the transaction rolls back. Nothing here publishes anything.
 *
 * The pattern is outline's "effects after commit" (server/models hooks `afterCommit`, events
 * scheduled inside the transaction and published after it).
 */
import type { ServerToClientEvents } from '@common/events.ts';
import type { JobQueues } from '../jobs/defineJob.ts';

/** A socket.io event name and the payload its listeners take. */
export type EventName = keyof ServerToClientEvents;
export type EventPayload<K extends EventName> = Parameters<ServerToClientEvents[K]>[0];

/** One effect, as the dispatcher reads it. */
export type Effect =
  | { kind: 'event'; rooms: readonly string[]; event: EventName; payload: unknown }
  | { kind: 'notifications'; ids: readonly number[] }
  | { kind: 'userChanged'; userId: number }
  | { kind: 'disconnectUser'; userId: number; keepSessionId: string | undefined }
  | { kind: 'disconnectSession'; sessionId: string }
  | { kind: 'job'; name: string; enqueue: (queues: JobQueues) => Promise<unknown> };

/** The effects recorded by one unit of work, in the order they were recorded (which is the order they are published in). */
export class Effects {
  readonly list: Effect[] = [];

  /** Emits `event` with `payload` to `rooms` (one delivery to a socket in several of them). */
  emit<K extends EventName>(rooms: string | readonly string[], event: K, payload: EventPayload<K>): this {
    this.list.push({ kind: 'event', rooms: typeof rooms === 'string' ? [rooms] : rooms, event, payload });
    return this;
  }

  /** Sends the notifications `ids` (stored in this transaction) live to their recipients. */
  notify(ids: readonly number[]): this {
    if (ids.length > 0) this.list.push({ kind: 'notifications', ids });
    return this;
  }

  /** The user's row changed (role, suspension, password, profile): every process forgets its cached copy. */
  userChanged(userId: number): this {
    this.list.push({ kind: 'userChanged', userId });
    return this;
  }

  /** Disconnects the user's sockets on every API process, except those of session `keepSessionId`. */
  disconnectUser(userId: number, keepSessionId?: string): this {
    this.list.push({ kind: 'disconnectUser', userId, keepSessionId });
    return this;
  }

  /** Disconnects the sockets opened with session `sessionId` (logout). */
  disconnectSession(sessionId: string): this {
    this.list.push({ kind: 'disconnectSession', sessionId });
    return this;
  }

  /** Queues a job (`name` names it in logs) once the rows it reads are committed. */
  job(name: string, enqueue: (queues: JobQueues) => Promise<unknown>): this {
    this.list.push({ kind: 'job', name, enqueue });
    return this;
  }

  /** Appends another unit's effects (a nested transaction's, once its savepoint is released). */
  adopt(other: Effects): this {
    this.list.push(...other.list);
    return this;
  }
}
