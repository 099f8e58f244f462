/**
 * The `cache_generations` families learnt by push (contract section 8.7): the triggers that bump a
 * family at commit also `NOTIFY cache_generations, '<family>'` (migration 0044), and this module
 * keeps, per database handle, a token per family that changes whenever such a notification
 * arrives. A per-process cache entry kept under a token is valid while the token is unchanged, so
 * a cached read asks nobody whether it is still valid.
 *
 * - One dedicated connection LISTENs (`application_name` 'cache-generations-listener'). While it
 *   is listening, `current()` answers tokens; when it drops, `current()` answers null (callers
 *   read the numbers per request, as before: server/db/generations.ts) and it reconnects with
 *   backoff (`retryMs`, default 250 ms, doubling to 2 s). Once it listens again every family gets a new token, so
 *   nothing kept before (or while it was away) is answered again.
 * - Read-your-writes: the pool's connections LISTEN too. PostgreSQL hands a listening session its
 *   own notifications before the reply to its COMMIT, so a write made through this handle has
 *   changed the tokens by the time its promise resolves.
 * - PGlite (one embedded session) listens through its own `listen`; its notifications arrive with
 *   the reply of the statement that committed.
 *
 * Tokens are local counters ('p<n>'), never the database's numbers, so an entry kept while reading
 * the numbers can never match a token and the other way round; notifications need no order.
 */
import type pg from 'pg';
import { createLiveWaiters } from '../liveWaiters.ts';

/** The cached families of answers (their rows in `cache_generations`). */
export type GenerationName = 'search' | 'questions';
export const generationNames: readonly GenerationName[] = ['search', 'questions'];

/** The notification channel of migration 0044. */
export const generationChannel = 'cache_generations';

export interface GenerationPush {
  /** A copy of the families' tokens while notifications are arriving, else null (read the database). */
  current(): Record<GenerationName, string> | null;
  /** Whether the listening connection is up and listening. */
  readonly live: boolean;
  /** The server process id of the listening connection (for fault tests), or null. */
  readonly listenerPid: number | null;
  /** Notifications received, and times the listener (re)started listening. */
  readonly stats: { notifications: number; listens: number };
  /** Resolves once listening (or after `timeoutMs`, with false). */
  whenLive(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** How many recent bump numbers per family are remembered to recognise a bump heard twice. */
const rememberedBumps = 64;

/** Token bookkeeping shared by the PostgreSQL and PGlite variants. */
function createTokens() {
  let counter = 0;
  const tokens = {} as Record<GenerationName, string>;
  const heard = { search: [] as string[], questions: [] as string[] };
  const bumpAll = () => {
    for (const name of generationNames) tokens[name] = `p${++counter}`;
  };
  bumpAll();
  return {
    tokens,
    bumpAll,
    /**
     * A notification's payload is `<family>:<new number>`. A number already heard (the same bump
     * arriving on the writer's pool connection and on the listener) changes nothing; anything
     * unexpected changes every family.
     */
    bump(payload: string | undefined) {
      const [family, number] = (payload ?? '').split(':');
      if ((family !== 'search' && family !== 'questions') || !number) return bumpAll();
      const recent = heard[family];
      if (recent.includes(number)) return;
      recent.push(number);
      if (recent.length > rememberedBumps) recent.shift();
      tokens[family] = `p${++counter}`;
    },
  };
}

/** The PostgreSQL variant: also makes the pool's connections listen. */
export interface PostgresGenerationPush extends GenerationPush {
  /** Makes a new pool connection listen (the pool's `onConnect`: resolves before the connection is used). */
  listenOn(client: pg.ClientBase): Promise<void>;
}

/**
 * Listens on PostgreSQL through a client of its own made by `connect`; the handle's main pool
 * passes each new connection to `listenOn` (read-your-writes).
 */
export function startPostgresGenerationPush(options: { connect: () => pg.Client; retryMs?: number }): PostgresGenerationPush {
  const firstRetryMs = options.retryMs ?? 250;
  const { tokens, bump, bumpAll } = createTokens();
  const stats = { notifications: 0, listens: 0 };
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  const waiters = createLiveWaiters();

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== generationChannel) return;
    stats.notifications += 1;
    if (live) bump(message.payload);
  };

  const down = () => {
    live = false;
    bumpAll();
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryMs);
    retryMs = Math.max(retryMs, Math.min(2000, retryMs * 2));
  };

  async function listen(): Promise<void> {
    if (closed) return;
    const next = options.connect();
    client = next;
    next.on('notification', onNotification);
    next.on('error', () => {
      if (client === next) down();
    });
    next.on('end', () => {
      if (client === next) down();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${generationChannel}`);
      if (closed || client !== next) return;
      // Changes committed before LISTEN took effect were not heard: nothing kept before counts.
      bumpAll();
      live = true;
      retryMs = firstRetryMs;
      stats.listens += 1;
      waiters.settle(true);
    } catch {
      next.end().catch(() => undefined);
      if (client === next) down();
    }
  }

  void listen();

  return {
    // Read-your-writes: every pool connection listens before its first use.
    async listenOn(poolClient) {
      if (closed) return;
      poolClient.on('notification', onNotification);
      await poolClient.query(`LISTEN ${generationChannel}`);
    },
    current: () => (live ? { ...tokens } : null),
    get live() {
      return live;
    },
    get listenerPid() {
      return live ? ((client as unknown as { processID?: number } | null)?.processID ?? null) : null;
    },
    stats,
    whenLive(timeoutMs = 5000) {
      return live ? Promise.resolve(true) : waiters.wait(timeoutMs);
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retryTimer);
      waiters.settle(false);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Listens on PGlite (one embedded session: its own writes and everyone's are the same stream). */
export async function startPgliteGenerationPush(client: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> }): Promise<GenerationPush> {
  const { tokens, bump } = createTokens();
  const stats = { notifications: 0, listens: 1 };
  const unlisten = await client.listen(generationChannel, (payload) => {
    stats.notifications += 1;
    bump(payload);
  });
  let live = true;
  return {
    current: () => (live ? { ...tokens } : null),
    get live() {
      return live;
    },
    listenerPid: null,
    stats,
    whenLive: () => Promise.resolve(live),
    async close() {
      live = false;
      await unlisten().catch(() => undefined);
    },
  };
}

const pushes = new WeakMap<object, GenerationPush>();

/** Makes `push` the source of tokens for reads through `db` (server/db/client.ts does it for its handles). */
export function registerGenerationPush(db: object, push: GenerationPush): void {
  pushes.set(db, push);
}

/** The tokens of `db`'s push while it is listening, else null (then read the numbers: generations.ts). */
export function pushedGenerations(db: object): Record<GenerationName, string> | null {
  return pushes.get(db)?.current() ?? null;
}
