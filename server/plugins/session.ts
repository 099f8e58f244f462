/**
 * Sessions (CONTRACT.md section 4): cookie `sid` (HttpOnly, SameSite=Strict, Secure in
 * production) with the session data in Redis, so API processes stay stateless.
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
  }
}

/** Session lifetime, milliseconds (7 days). */
export const sessionMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, result?: Session | null) => void;

/** @fastify/session store on ioredis; keys `<prefix>:sess:<sessionId>`, JSON values with a TTL. */
export class IoredisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
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
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : Date.now() + sessionMaxAgeMs;
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
  async (app: FastifyInstance, options: { secret: string; secure: boolean; prefix: string }) => {
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: options.secret,
      cookieName: 'sid',
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'strict', secure: options.secure, path: '/', maxAge: sessionMaxAgeMs },
      store: new IoredisSessionStore(app.redis, options.prefix),
    });
  },
  { name: 'session', dependencies: ['redis'] },
);
