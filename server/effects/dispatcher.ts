/**
 * The one publisher of effects per process (effects.ts): the API process publishes through its
 * socket.io server (the Redis adapter reaches sockets on every process), a worker through a
 * socket.io Redis emitter; both read notifications from the database and queue jobs on their
 * queues. Publishing never throws: a failure is logged and the rest is still published (a lost
 * live message is still in the database; a job not queued is re-queued by the section's own
 * settling or the admin's retry, as each job module says).
 */
import type { RealtimeServer } from '../plugins/realtime.ts';
import type { Emitter } from '@socket.io/redis-emitter';
import type { ServerToClientEvents } from '@common/events.ts';
import type { Queryable } from '../db/client.ts';
import type { JobLog, JobQueues } from '../jobs/defineJob.ts';
import { disconnectSessionSockets, disconnectUserSockets } from '../identity/sessions.ts';
import { findVisibleByIds } from '../notifications/read.ts';
import { rooms } from '../plugins/realtime.ts';
import type { Effect, Effects } from './effects.ts';

/** Where effects go: a socket.io server or Redis emitter, the database, the user-changed signal and the queues. */
export interface EffectTargets {
  sockets: RealtimeServer | Emitter<ServerToClientEvents>;
  db: Queryable;
  /** Raises the user's version in Redis and forgets this process's copy of the user. */
  userChanged: (userId: number) => Promise<void>;
  /** Absent: a job effect is logged as not queued. */
  queues?: JobQueues;
  log?: JobLog | undefined;
}

/** Publishes effects after their commit. */
export interface Dispatcher {
  /** Publishes each effect in order; resolves when all were tried. Never throws. */
  dispatch(effects: Effects): Promise<void>;
}

/** Notifications read per statement (a mock's results notify thousands). */
const notificationSlice = 1000;

/** The dispatcher publishing to `targets`. */
export function createDispatcher(targets: EffectTargets): Dispatcher {
  // Emitter and Server share the broadcast API used here (to/in/except/emit/disconnectSockets);
  // their declared types differ only in generics.
  const sockets = targets.sockets as RealtimeServer;
  const publish = async (effect: Effect): Promise<void> => {
    switch (effect.kind) {
      case 'event':
        (sockets.to([...effect.rooms]).emit as (event: string, payload: unknown) => boolean)(effect.event, effect.payload);
        return;
      case 'notifications':
        for (let start = 0; start < effect.ids.length; start += notificationSlice) {
          for (const { userId, ...notification } of await findVisibleByIds(targets.db, effect.ids.slice(start, start + notificationSlice))) {
            sockets.to(rooms.user(userId)).emit('notification:new', { notification });
          }
        }
        return;
      case 'userChanged':
        await targets.userChanged(effect.userId);
        return;
      case 'disconnectUser':
        await disconnectUserSockets(sockets, effect.userId, effect.keepSessionId);
        return;
      case 'disconnectSession':
        disconnectSessionSockets(sockets, effect.sessionId);
        return;
      case 'job':
        if (!targets.queues) throw new Error(`no queues to add the ${effect.name} job to`);
        await effect.enqueue(targets.queues);
        return;
    }
  };
  return {
    async dispatch(effects) {
      for (const effect of effects.list) {
        try {
          await publish(effect);
        } catch (err) {
          targets.log?.error({ err, effect: effect.kind, ...(effect.kind === 'job' ? { job: effect.name } : {}) }, 'an effect after commit failed');
        }
      }
    },
  };
}
