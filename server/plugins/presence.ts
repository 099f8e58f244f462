/**
 * Who is online (docs/contract.md section 7.4, `online` of `GET /public/stats`): the distinct users
 * with a live socket on any API process.
 *
 * Each API process counts, in memory, the live sockets of each user connected to it, and mirrors
 * the set of those user ids to its own Redis set `<prefix>:presence:<processId>` (added on a user's
 * first socket, removed on the last one's disconnect). The set has a TTL of `ttlMs`; a heartbeat
 * every third of it rewrites the set whole and renews the TTL (which also repairs anything a Redis
 * outage lost). A process that closes deletes its set; one that dies without closing (SIGKILL,
 * crash) stops renewing it, so its users stop counting within `ttlMs` (Redis's own clock decides).
 * Process ids are listed in `<prefix>:presence:processes`; `app.presence.onlineCount()` unions the
 * sets of the listed processes in one Lua script (atomic) and forgets ids whose set has expired.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface Presence {
  /** Distinct users with a live socket on any API process. Rejects when Redis does not answer. */
  onlineCount(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
  }
}

/** Redis keys of presence for a deployment's key prefix. */
export const presenceKeys = (prefix: string) => ({
  processes: `${prefix}:presence:processes`,
  process: (processId: string) => `${prefix}:presence:${processId}`,
  scratch: `${prefix}:presence:union`,
});

/**
 * KEYS[1]: the set of process ids; ARGV[1]: the prefix of a process's set; ARGV[2]: a scratch key.
 * Answers the size of the union of the live processes' sets; removes ids whose set is gone.
 * (An empty set does not exist in Redis either: a process without users re-lists itself on its
 * next write.)
 */
const countScript = `
local ids = redis.call('SMEMBERS', KEYS[1])
local live = {}
for _, id in ipairs(ids) do
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 1 then live[#live + 1] = key else redis.call('SREM', KEYS[1], id) end
end
if #live == 0 then return 0 end
redis.call('SUNIONSTORE', ARGV[2], unpack(live))
local count = redis.call('SCARD', ARGV[2])
redis.call('DEL', ARGV[2])
return count
`;

export const presencePlugin = fp(
  async (app: FastifyInstance, options: { redisPrefix: string; ttlMs: number }) => {
    const keys = presenceKeys(options.redisPrefix);
    const processId = randomUUID();
    const ownKey = keys.process(processId);
    /** Live sockets per user on this process. */
    const sockets = new Map<number, number>();
    let closing = false;

    const warn = (error: unknown) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'presence: Redis write failed (the next heartbeat repairs it)');

    /** Rewrites this process's set whole and renews its TTL. */
    const heartbeat = async () => {
      if (closing) return;
      const userIds = [...sockets.keys()];
      const write = app.redis.multi().del(ownKey);
      if (userIds.length > 0) write.sadd(ownKey, ...userIds).pexpire(ownKey, options.ttlMs).sadd(keys.processes, processId);
      await write.exec();
    };

    app.io.on('connection', (socket) => {
      const userId = socket.data.userId;
      const before = sockets.get(userId) ?? 0;
      sockets.set(userId, before + 1);
      if (before === 0 && !closing) {
        app.redis.multi().sadd(ownKey, userId).pexpire(ownKey, options.ttlMs).sadd(keys.processes, processId).exec().catch(warn);
      }
      socket.once('disconnect', () => {
        const left = (sockets.get(userId) ?? 1) - 1;
        if (left > 0) {
          sockets.set(userId, left);
          return;
        }
        sockets.delete(userId);
        if (!closing) app.redis.srem(ownKey, userId).catch(warn);
      });
    });

    const timer = setInterval(() => void heartbeat().catch(warn), Math.max(100, Math.floor(options.ttlMs / 3)));
    timer.unref();

    app.decorate('presence', {
      async onlineCount() {
        const count = await app.redis.eval(countScript, 1, keys.processes, `${options.redisPrefix}:presence:`, keys.scratch);
        return Number(count);
      },
    } satisfies Presence);

    // preClose: before the sockets are closed (their disconnects are then not written one by one)
    // and while the Redis client is still open.
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await app.redis.multi().del(ownKey).srem(keys.processes, processId).exec().catch(warn);
    });
  },
  { name: 'presence', dependencies: ['realtime', 'redis'] },
);
