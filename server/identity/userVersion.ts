/**
 * A version per user in Redis (`<prefix>:user-version:<id>`), shared by every API process: a cached
 * copy of the user's row (plugins/auth.ts) is used only while the version is the one read before
 * the row was loaded. Whatever writes a user's row (role, suspension, session version, profile,
 * preferences, verification, mentor approval) calls `userChanged` after its transaction commits,
 * so the change is seen by the user's next request on every process (contract section 7.6).
 * Versions are random tokens, not counters: a key lost to a Redis restart or expiry is recreated
 * with a token no cached row can match. Keys expire after 30 days without a change (then the next
 * read makes a new token and reloads the row once).
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const ttlMs = 30 * 24 * 60 * 60 * 1000;
/** The Redis key of user `userId`'s version (its changes are what plugins/auth.ts's tracked cache hears). */
export const userVersionKey = (prefix: string, userId: number) => `${prefix}:user-version:${userId}`;
const key = userVersionKey;
/** A new random token (randomUUID draws from a buffered entropy pool: no system call per request). */
const token = () => randomUUID();

/** The user's current version (one Redis command, `SET … NX GET`, Redis 7 or later: made when missing). Throws when Redis fails. */
export async function readUserVersion(redis: Redis, prefix: string, userId: number): Promise<string> {
  const fresh = token();
  const existing = (await redis.call('SET', key(prefix, userId), fresh, 'PX', String(ttlMs), 'NX', 'GET')) as string | null;
  return existing ?? fresh;
}

/** Gives the user a new version: every process's cached copy of their row is reloaded on next use. Throws when Redis fails. */
export async function userChanged(redis: Redis, prefix: string, userId: number): Promise<void> {
  await redis.set(key(prefix, userId), token(), 'PX', ttlMs);
}
