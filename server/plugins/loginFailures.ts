/**
 * Failed logins, counted per (username, client address) in Redis with rate-limiter-flexible, so a
 * stranger guessing someone's password from one address never locks the owner out at another
 * (docs/contract.md section 7.8). The first `freeFailures` failures of a pair cost nothing; from
 * then on every failure makes the pair wait before its next try, `firstDelaySeconds` doubled per
 * further failure up to `maxDelaySeconds` (even the right password waits: 429 with Retry-After).
 * A pair's failures are forgotten `windowMs` after its first one, or at a successful login.
 * The overall limit per address is a separate route limit (`loginPerIp`, plugins/rateLimits.ts).
 * Keys: `<prefix>:login-failures:<username>|<address>` (the count) and `<prefix>:login-delay:...`
 * (the wait), usernames lower-cased.
 */
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { LoginFailureLimit } from '../config.ts';
import { RateLimitedError } from '../errors.ts';

export class LoginFailures {
  private readonly failures: RateLimiterRedis;
  private readonly delays: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limit: LoginFailureLimit,
  ) {
    // `points` only matter to consume(), which is not used: failures are added with penalty().
    this.failures = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:login-failures`, points: 1, duration: Math.ceil(limit.windowMs / 1000) });
    this.delays = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:login-delay`, points: 1, duration: 1 });
  }

  private key(username: string, address: string) {
    return `${username.toLowerCase()}|${address}`;
  }

  /** The wait (seconds) after a pair's `failures`-th failure: 0 while free, then doubling up to the maximum. */
  private delayAfter(failures: number): number {
    const { freeFailures, firstDelaySeconds, maxDelaySeconds } = this.limit;
    if (failures < freeFailures) return 0;
    return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(failures - freeFailures, 30));
  }

  /** @throws RateLimitedError (429, Retry-After) while the pair must still wait after its last failure. */
  async check(username: string, address: string): Promise<void> {
    const wait = await this.delays.get(this.key(username, address));
    // block() stores points + 1; a plain record (there is none) would hold less.
    if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) throw new RateLimitedError(Math.max(1, Math.ceil(wait.msBeforeNext / 1000)));
  }

  /** Counts a failure of the pair and, past the free ones, makes it wait. */
  async recordFailure(username: string, address: string): Promise<void> {
    const key = this.key(username, address);
    const counted = await this.failures.penalty(key, 1);
    const delay = this.delayAfter(counted.consumedPoints);
    if (delay > 0) await this.delays.block(key, delay);
  }

  /** Forgets the pair's failures (a successful login, or a password reset from that address). */
  async clear(username: string, address: string): Promise<void> {
    const key = this.key(username, address);
    await Promise.all([this.failures.delete(key), this.delays.delete(key)]);
  }
}
