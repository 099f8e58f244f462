/**
 * Sessions (docs/contract.md section 4): cookie `sid` (HttpOnly, SameSite=Strict, Path=/, Secure in
 * production) with the session data in Redis, so API processes stay stateless.
 * A session ends after `idleMs` without requests. The session records when its lifetime was last
 * extended (`refreshedAt`, by the app's clock `app.now()`); a request that finds it `idleMs` old or
 * more is served logged out and the session is deleted. The Redis key's TTL and the cookie's expiry
 * (set from the real clock when the session is saved) end it at the same moment anyway; the check
 * on the app's clock is what tests move without sleeping. A logged-in user's request extends the
 * lifetime when the last extension is `refreshMs` old or more, so a busy user causes at most one
 * Redis write per `refreshMs`, not one per request.
 * The store is a small ioredis adapter (get / set with PX / destroy), because connect-redis
 * speaks only node-redis; it stores only sessions of a logged-in user (nothing else is kept in one).
 * Each process keeps the sessions it read (plugins/redisTracking.ts: Redis tells it when one
 * changes, ends or expires), so a request of a known session asks Redis nothing; a logout or a
 * new session id is seen at once here and by other processes within the invalidation's delivery.
 */
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest, Session } from 'fastify';
import type { Redis } from 'ioredis';
import { asUnavailable } from '../unavailable.ts';
import type { TrackedCache } from './redisTracking.ts';
import { RememberingSigner } from '../identity/cookieSigner.ts';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** The user's `session_version` at login (server/identity/sessions.ts). */
    sessionVersion?: number;
    /** When the session's lifetime was last extended (ms since the epoch). */
    refreshedAt?: number;
  }
}

/** The expiry the stored session had when it was loaded (@fastify/session keeps it on the cookie). */
function storedExpiry(session: Session): number | undefined {
  const expires = (session.cookie as { originalExpires?: Date | string }).originalExpires;
  return expires === undefined ? undefined : new Date(expires).getTime();
}

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, result?: Session | null) => void;

/**
 * @fastify/session store on ioredis; keys `<prefix>:sess:<sessionId>`, JSON values with a TTL; sessions
 * without `userId` are not stored. Redis being unreachable fails a call with `asUnavailable`'s error
 * (answered 503 with the clear message, even by Fastify's fallback when a save fails twice).
 */
export class IoredisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly idleMs: number,
    /** The raw JSON of sessions read, kept while Redis reports no change (null: read every time). */
    private readonly kept: TrackedCache<string> | null = null,
  ) {}
  private key(sessionId: string) {
    return `${this.prefix}:sess:${sessionId}`;
  }
  get(sessionId: string, callback: SessionCallback) {
    const key = this.key(sessionId);
    const read = this.kept ? this.kept.read(key, async () => (await this.redis.get(key)) ?? undefined) : this.redis.get(key);
    read.then(
      (raw) => callback(null, raw ? (JSON.parse(raw) as Session) : null),
      (error) => callback(asUnavailable(error)),
    );
  }
  set(sessionId: string, session: Session, callback: Callback) {
    if (typeof session.userId !== 'number') return callback(); // nobody logged in: nothing to keep
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : Date.now() + this.idleMs;
    const ttl = Math.max(1000, expires - Date.now());
    const key = this.key(sessionId);
    this.written(key, this.redis.set(key, JSON.stringify(session), 'PX', ttl), callback);
  }
  destroy(sessionId: string, callback: Callback) {
    const key = this.key(sessionId);
    this.written(key, this.redis.del(key), callback);
  }
  /** After a write of `key` (done or failed): this process forgets its copy, then `callback` learns the outcome. */
  private written(key: string, write: Promise<unknown>, callback: Callback) {
    write.then(
      () => {
        this.kept?.delete(key);
        callback();
      },
      (error) => {
        this.kept?.delete(key);
        callback(asUnavailable(error));
      },
    );
  }
}

/** How many sessions one API process keeps (about 300 bytes each). */
const keptSessions = 100_000;

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean; prefix: string; idleMs: number; refreshMs: number }) => {
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: new RememberingSigner(options.secret),
      cookieName: 'sid',
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/', maxAge: options.idleMs },
      store: new IoredisSessionStore(app.redis, options.prefix, options.idleMs, app.redisTracking?.cache<string>(keptSessions) ?? null),
    });
    // Runs after the session is loaded. An idle session is replaced by an empty one under a new id
    // (the old one is deleted, the cookie cleared). Saving a modified session stores it with a fresh
    // expiry (now + idleMs) and sends the cookie again.
    app.addHook('onRequest', async (request) => {
      const session = request.session;
      if (typeof session?.get('userId') !== 'number') return;
      const now = app.now().getTime();
      // Sessions stored before `refreshedAt` was set at login: their last extension, from the expiry.
      const expiry = storedExpiry(session);
      const lastExtended = session.get('refreshedAt') ?? (expiry === undefined ? now : expiry - options.idleMs);
      if (now - lastExtended >= options.idleMs) await session.regenerate();
      else if (now - lastExtended >= options.refreshMs) session.set('refreshedAt', now);
    });
  },
  { name: 'session', dependencies: ['redis', 'redisTracking'] },
);

/**
 * Logs `userId` in on this request: a new session id (no fixation), the user's `sessionVersion`
 * (server/identity/sessions.ts), and its lifetime counted from `now` (the app's clock).
 */
export async function startUserSession(request: FastifyRequest, userId: number, sessionVersion: number, now: Date): Promise<void> {
  await request.session.regenerate();
  request.session.set('userId', userId);
  request.session.set('sessionVersion', sessionVersion);
  request.session.set('refreshedAt', now.getTime());
}
