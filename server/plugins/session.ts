/**
 * Sessions (docs/contract.md section 4): cookie `sid` (HttpOnly, SameSite=Strict, Path=/, Secure in
 * production) with the session data in Redis, so API processes stay stateless.
 * A session ends after `idleMs` without requests (the Redis key's TTL and the cookie's expiry);
 * a logged-in user's request extends both when the last extension is `refreshMs` old or more, so
 * a busy user causes at most one Redis write per `refreshMs`, not one per request.
 * The store is a small ioredis adapter (get / set with PX / destroy), because connect-redis
 * speaks only node-redis.
 */
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, Session } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface Session {
    userId?: number;
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

/** @fastify/session store on ioredis; keys `<prefix>:sess:<sessionId>`, JSON values with a TTL. */
export class IoredisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly idleMs: number,
  ) {}
  private key(sessionId: string) {
    return `${this.prefix}:sess:${sessionId}`;
  }
  get(sessionId: string, callback: SessionCallback) {
    this.redis.get(this.key(sessionId)).then(
      (raw) => callback(null, raw ? (JSON.parse(raw) as Session) : null),
      (error) => callback(error),
    );
  }
  set(sessionId: string, session: Session, callback: Callback) {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : Date.now() + this.idleMs;
    const ttl = Math.max(1000, expires - Date.now());
    this.redis.set(this.key(sessionId), JSON.stringify(session), 'PX', ttl).then(
      () => callback(),
      (error) => callback(error),
    );
  }
  destroy(sessionId: string, callback: Callback) {
    this.redis.del(this.key(sessionId)).then(
      () => callback(),
      (error) => callback(error),
    );
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean; prefix: string; idleMs: number; refreshMs: number }) => {
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: options.secret,
      cookieName: 'sid',
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/', maxAge: options.idleMs },
      store: new IoredisSessionStore(app.redis, options.prefix, options.idleMs),
    });
    // Runs after the session is loaded. Saving a modified session stores it with a fresh expiry
    // (now + idleMs) and sends the cookie again.
    app.addHook('onRequest', async (request) => {
      const session = request.session;
      if (typeof session?.get('userId') !== 'number') return;
      const expiry = storedExpiry(session);
      if (expiry === undefined) return; // a session made by this request is saved anyway
      const lastExtended = expiry - options.idleMs;
      if (Date.now() - lastExtended >= options.refreshMs) session.set('refreshedAt', Date.now());
    });
  },
  { name: 'session', dependencies: ['redis'] },
);
