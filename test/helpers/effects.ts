/**
 * The test process as a process of the deployment: tests that write through a database handle
 * with no app of their own (API processes run as child processes, or no app at all) register a
 * real effects dispatcher for it, publishing through a socket.io Redis emitter and raising user
 * versions under the deployment's Redis prefix, as a worker does (worker/main.ts). No queues: a
 * job effect is logged as not queued. Unregistered and disconnected at teardown.
 */
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { ServerToClientEvents } from '../../common/events.ts';
import type { Database } from '../../server/db/client.ts';
import { registerDispatcher } from '../../server/effects/commit.ts';
import { createDispatcher } from '../../server/effects/dispatcher.ts';
import { userChanged } from '../../server/identity/userVersion.ts';
import { socketIoKey } from '../../server/plugins/realtime.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** Registers the dispatcher of `db` for the deployment at `redisUrl` under `redisPrefix`. */
export function publishEffectsFromTest(t: Teardown, db: Database, { redisUrl, redisPrefix }: { redisUrl: string; redisPrefix: string }): void {
  const redis = new Redis(redisUrl);
  const sockets = new Emitter<ServerToClientEvents>(redis, { key: socketIoKey(redisPrefix) });
  const unregister = registerDispatcher(db, createDispatcher({ sockets, db, userChanged: (userId) => userChanged(redis, redisPrefix, userId) }));
  t.teardown(async () => {
    unregister();
    await redis.quit();
  });
}
