/**
 * Per-process caches of Redis keys kept exact by Redis's server-assisted client-side caching
 * (contract section 8.7; https://redis.io/docs/latest/develop/reference/client-side-caching/).
 * One connection per API process (`app.redisTracking`, RESP2, named `cache-invalidations`) turns
 * `CLIENT TRACKING ON REDIRECT <its own id> BCAST PREFIX …` on for the session and user-version
 * key prefixes and subscribes to `__redis__:invalidate`: Redis then publishes to it the name of
 * every key under those prefixes that any client changes, deletes, or that expires (null after a
 * FLUSHDB). ioredis drops RESP3 `invalidate` pushes, hence RESP2 and the documented redirect.
 *
 * A `TrackedCache` answers a kept value only while the connection is tracking. A value read from
 * Redis or the database is kept only if no invalidation of its key arrived while it was being
 * read (the reply and the invalidation travel on different connections) and tracking did not
 * restart meanwhile. When the connection drops every cache is emptied and reads go to Redis and
 * the database per request until it is tracking again (ioredis reconnects with backoff).
 * A process that writes a key deletes its own copy after the write (read-your-writes); the others
 * learn of it from the invalidation, within its delivery.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis, ReplyError } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createLiveWaiters } from '../liveWaiters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null with CACHE_PUSH=off (then sessions and users are read per request). */
    redisTracking: RedisTracking | null;
  }
}

/** A cache of values derived from Redis keys (a key's value, or a row a key's changes stand for). */
export interface TrackedCache<V extends object | string> {
  /** The value kept for `key`, else `load()`'s (kept when tracking and not invalidated meanwhile; undefined is never kept). */
  read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Forgets `key` (call after this process changed it). */
  delete(key: string): void;
  readonly stats: { hits: number; misses: number };
}

export interface RedisTracking {
  /** Whether invalidations are arriving (the caches answer only then). */
  readonly live: boolean;
  /** Redis's id of the tracking connection while live (for fault tests: CLIENT KILL ID), else null. */
  readonly connectionId: number | null;
  readonly stats: { invalidations: number; listens: number };
  /** A new cache of at most `max` entries (least recently used go first). */
  cache<V extends object | string>(max: number): TrackedCache<V>;
  /** Resolves true once tracking (false after `timeoutMs`). */
  whenLive(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

interface CacheInternals {
  invalidate(key: string): void;
  clear(): void;
}

/** Starts tracking `prefixes` on Redis at `url` (resolves once tracking, or after 5 s in fallback); reconnects after `retryMs`, doubling to 2 s. */
export async function startRedisTracking(url: string, prefixes: string[], retryMs = 250): Promise<RedisTracking> {
  const caches = new Set<CacheInternals>();
  const stats = { invalidations: 0, listens: 0 };
  let live = false;
  let connectionId: number | null = null;
  /** Changes whenever tracking starts or stops: a read begun in another period keeps nothing. */
  let period = 0;
  const waiters = createLiveWaiters();
  const connection = new Redis(url, {
    protocol: 2,
    lazyConnect: true,
    autoResubscribe: false,
    connectionName: 'cache-invalidations',
    connectTimeout: 5000,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.max(retryMs, Math.min(retryMs * 2 ** Math.min(times - 1, 6), 2000)),
  });
  const stop = () => {
    if (!live) return;
    live = false;
    connectionId = null;
    period += 1;
    for (const cache of caches) cache.clear();
  };
  connection.on('error', () => {
    /* the close that follows stops tracking; ioredis reconnects */
  });
  connection.on('close', stop);
  connection.on('messageBuffer', (_channel: Buffer, keys: Buffer[] | Buffer | null) => {
    stats.invalidations += 1;
    if (keys === null) {
      // FLUSHDB / FLUSHALL: every key changed; reads in flight keep nothing either.
      period += 1;
      for (const cache of caches) cache.clear();
      return;
    }
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      const name = key.toString();
      for (const cache of caches) cache.invalidate(name);
    }
  });
  connection.on('ready', () => {
    void (async () => {
      try {
        const id = Number(await connection.call('CLIENT', 'ID'));
        await connection.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(id), 'BCAST', ...prefixes.flatMap((prefix) => ['PREFIX', prefix]));
        await connection.subscribe('__redis__:invalidate');
        // Nothing kept from before counts: changes made while away were not heard.
        for (const cache of caches) cache.clear();
        period += 1;
        live = true;
        connectionId = id;
        stats.listens += 1;
        waiters.settle(true);
      } catch (error) {
        // A server that refuses tracking (Redis before 6, or a command not allowed): stay with the
        // per-request reads rather than retrying forever; a lost connection: try again.
        if (error instanceof ReplyError) {
          connection.disconnect(false);
          waiters.settle(false);
        } else connection.disconnect(true);
      }
    })();
  });
  connection.connect().catch(() => undefined);

  const tracking: RedisTracking = {
    get live() {
      return live;
    },
    get connectionId() {
      return connectionId;
    },
    stats,
    cache<V extends object | string>(max: number): TrackedCache<V> {
      const entries = new LRUCache<string, V>({ max });
      /** Reads in flight per key, and the invalidation count when the key was last invalidated. */
      const inflight = new Map<string, { reads: number; invalidatedAt: number }>();
      let invalidations = 0;
      caches.add({
        invalidate(key) {
          entries.delete(key);
          invalidations += 1;
          const reading = inflight.get(key);
          if (reading) reading.invalidatedAt = invalidations;
        },
        clear() {
          entries.clear();
        },
      });
      const cacheStats = { hits: 0, misses: 0 };
      return {
        stats: cacheStats,
        async read(key, load) {
          if (live) {
            const kept = entries.get(key);
            if (kept !== undefined) {
              cacheStats.hits += 1;
              return kept;
            }
          }
          cacheStats.misses += 1;
          const begun = { period, invalidations, live };
          let reading = inflight.get(key);
          if (!reading) inflight.set(key, (reading = { reads: 0, invalidatedAt: -1 }));
          reading.reads += 1;
          let value: V | undefined;
          try {
            value = await load();
          } finally {
            reading.reads -= 1;
            if (reading.reads === 0) inflight.delete(key);
          }
          if (value !== undefined && begun.live && live && period === begun.period && reading.invalidatedAt <= begun.invalidations) entries.set(key, value);
          return value;
        },
        delete(key) {
          entries.delete(key);
          const reading = inflight.get(key);
          if (reading) reading.invalidatedAt = ++invalidations;
        },
      };
    },
    whenLive(timeoutMs = 5000) {
      return live ? Promise.resolve(true) : waiters.wait(timeoutMs);
    },
    async close() {
      stop();
      waiters.settle(false);
      connection.disconnect(false);
    },
  };
  await tracking.whenLive(5000);
  return tracking;
}

export const redisTrackingPlugin = fp(
  async (app: FastifyInstance, options: { url: string; prefix: string; enabled: boolean; retryMs: number }) => {
    if (!options.enabled) {
      app.decorate('redisTracking', null);
      return;
    }
    const tracking = await startRedisTracking(options.url, [`${options.prefix}:sess:`, `${options.prefix}:user-version:`], options.retryMs);
    app.decorate('redisTracking', tracking);
    app.addHook('onClose', () => tracking.close());
  },
  { name: 'redisTracking' },
);
