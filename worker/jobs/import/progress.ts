/**
 * Sends `import:progress` to room `user:<id>` of the admin who queued an import, from any process
 * (the worker may run without a socket.io server) through @socket.io/redis-emitter, on the same
 * Redis key as the API instances' adapter (server/plugins/realtime.ts), so it reaches the admin's
 * sockets on every instance.
 */
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { ImportProgressEvent, ServerToClientEvents } from '@common/events.ts';
import { rooms, socketIoKey } from '../../../server/plugins/realtime.ts';

export type ImportProgressSender = (userId: number | null, event: ImportProgressEvent) => void;

/** An emitter of import progress over `redis` (a plain ioredis client) for the key prefix `prefix`. */
export function importProgressSender(redis: Redis, prefix: string): ImportProgressSender {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key: socketIoKey(prefix) });
  return (userId, event) => {
    if (userId !== null) emitter.to(rooms.user(userId)).emit('import:progress', event);
  };
}
