/**
 * Notification fan-out benchmark (`npm run bench -- notify`; a step of `npm run bench` unless
 * BENCH_NOTIFY=0): BENCH_NOTIFY_USERS recipients (default 1,000, rounded up to a multiple of 5)
 * each hold one live socket.io connection (websocket, opened with the user's real session
 * cookie), alternately on two API processes (scripts/bench/server.ts, Redis prefix
 * "bench-fanout"); users/5 replies (200) are posted through the real HTTP API and every
 * `notification:new` they cause is timed on its recipient's socket.
 *
 * - Data, in its own database BENCH_NOTIFY_DATABASE_URL (default .../bench_notify: created if
 *   missing, migrated, emptied): a host and the recipients `fan0`…`fan<n-1>`. The host is
 *   registered (argon2id hash); the recipients get a copy of that hash and log in for real
 *   (POST /perform-login, 8 at a time; not measured).
 * - Setup (not measured, before any socket connects): the host creates a forum and one post;
 *   recipient `fan<5k>` replies to it (reply k's parent; this notifies only the host, who has no
 *   socket).
 * - Reply k (k = 0…users/5-1) is written by the host on its own post, under `fan<5k>`'s reply,
 *   and mentions `@fan<5k+1>` … `@fan<5k+4>`: `fan<5k>` gets `reply_reply`, the four others
 *   `mention`, and the host (the post's author) nothing, being the actor. So the replies notify
 *   every recipient exactly once, and no two replies share a recipient.
 * - The replies are sent open-loop at BENCH_NOTIFY_RATE per second (default 20: 200 replies over
 *   10 s), alternating between the two API processes, each through POST /api/forum/addReply; the
 *   recipients of reply k sit on either process, so two in five deliveries cross the Redis
 *   adapter.
 * - Latency of a notification: its reply request's send time -> its arrival on the recipient's
 *   socket (one clock, this process). The socket handler only stores (socket, arrival, payload);
 *   everything else is done after the settle time (BENCH_NOTIFY_SETTLE_SECONDS, default 5, after
 *   the last reply is answered). This process's event-loop delay is reported, since a late
 *   client adds to the figures.
 *
 * Prints, each with its target and PASS/FAIL: p50 / p95 / max delivery latency (p95 < 100 ms),
 * notifications lost (expected - received: 0), duplicates (0), and unexpected events (a
 * notification of the wrong type or for the wrong socket, a reply not answered 201, a socket
 * dropped: 0). Answers false when a target fails.
 */
import { recordErrors } from './errors.ts';
import type { ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import type { NotificationNewEvent } from '@common/api/notifications.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { ensureDatabase } from './data.ts';
import { hasTaskset } from './process.ts';
import { openBenchDatabase } from './database.ts';

export interface FanoutBenchOptions {
  /** Starts a bench script (pinned) on `port` with `env`; resolves when it is ready. */
  startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Recipients per reply: the parent reply's author and four mentions. */
const perReply = 5;
const settings = {
  databaseUrl: process.env.BENCH_NOTIFY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_notify',
  users: Math.ceil(numberFromEnv('BENCH_NOTIFY_USERS', 1000) / perReply) * perReply,
  rate: numberFromEnv('BENCH_NOTIFY_RATE', 20),
  settleSeconds: numberFromEnv('BENCH_NOTIFY_SETTLE_SECONDS', 5),
  ports: [18_101, 18_102],
  redisPrefix: 'bench-notify',
  loginConcurrency: 8,
  connectConcurrency: 50,
};
const password = 'Bench@2026';
const targets = { p95Ms: 100, lost: 0, duplicates: 0, unexpected: 0 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const username = (index: number) => `fan${index}`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** Deletes every Redis key under `prefix:` (sessions and presence left by an earlier run). */
async function clearPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** Fresh database: the host (registered) and the recipients (the host's hash, copied). */
async function prepare(): Promise<void> {
  await ensureDatabase(settings.databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: null });
  try {
    await handle.migrate();
    const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
    await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
    await register(handle.db, { name: 'Fan-out Host', username: 'fanhost', password, emailId: 'fanhost@example.org', mobile: null, userType: 'Student' });
    await handle.db.execute(sql`
      insert into users (name, username, password_hash, email_id)
      select 'Fan ' || n, 'fan' || n, (select password_hash from users where username = 'fanhost'), 'fan' || n || '@example.org'
      from generate_series(0, ${settings.users - 1}) as n`);
    await handle.db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

async function login(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username: name, password }),
  });
  if (response.status !== 200) throw new Error(`notify: login of ${name} failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

/** One JSON POST; answers the status and the parsed body (status 0 when no answer came). */
async function post(baseUrl: string, cookie: string, path: string, json: unknown): Promise<{ status: number; body: Record<string, any> }> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify(json),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: Record<string, any> = { text };
    try {
      body = JSON.parse(text) as Record<string, any>;
    } catch {
      /* kept as text */
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: { error: (error as Error).message } };
  }
}

/** Opens a socket for `cookie` on `baseUrl`; resolves once connected (rejects on refusal). */
function connect(baseUrl: string, cookie: string): Promise<Socket> {
  const socket = io(baseUrl, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** What one socket received, stored as it arrived. */
interface Arrival {
  recipient: number;
  at: number;
  event: NotificationNewEvent;
}

/** Runs the step; resolves true when every target is met. */
export async function benchNotificationFanout(options: FanoutBenchOptions): Promise<boolean> {
  const replies = settings.users / perReply;
  console.log(`\nnotify: preparing ${settings.users} recipients in ${new URL(settings.databaseUrl).pathname.slice(1)}…`);
  await prepare();
  await clearPrefix(options.redisUrl, settings.redisPrefix);
  const env = { DATABASE_URL: settings.databaseUrl, REDIS_URL: options.redisUrl, BENCH_REDIS_PREFIX: settings.redisPrefix };
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  const unexpected = new Map<string, number>();
  const countUnexpected = (what: string) => unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
  try {
    for (const port of settings.ports) children.push(await options.startServer('scripts/bench/server.ts', port, env));
    const baseUrls = settings.ports.map((port) => `http://127.0.0.1:${port}`);
    const processOf = (index: number) => index % baseUrls.length;

    // Setup, not measured: logins, the forum and post, the parent replies.
    const hostCookie = await login(baseUrls[0]!, 'fanhost');
    const forum = await post(baseUrls[0]!, hostCookie, '/api/forum/forums', { title: 'Fan-out benchmark', description: 'Replies that notify many people' });
    if (forum.status !== 201) throw new Error(`notify: forum not created: ${forum.status} ${JSON.stringify(forum.body)}`);
    const created = await post(baseUrls[0]!, hostCookie, '/api/forum/posts', { title: 'Who is preparing for CAT this year?', content: 'Say hello below.', forumId: forum.body.id });
    if (created.status !== 201) throw new Error(`notify: post not created: ${created.status} ${JSON.stringify(created.body)}`);
    const postId = created.body.post.id as number;

    const loginStarted = performance.now();
    const recipients = Array.from({ length: settings.users }, (_, index) => index);
    const cookies: string[] = new Array(settings.users);
    await pool(recipients, settings.loginConcurrency, async (index) => {
      cookies[index] = await login(baseUrls[processOf(index)]!, username(index));
    });
    const loginSeconds = (performance.now() - loginStarted) / 1000;

    const parents: number[] = new Array(replies);
    await pool(
      Array.from({ length: replies }, (_, k) => k),
      settings.loginConcurrency,
      async (k) => {
        const index = k * perReply;
        const parent = await post(baseUrls[processOf(index)]!, cookies[index]!, `/api/forum/addReply/${postId}`, { content: `Hello from ${username(index)}, aiming for 99+.` });
        if (parent.status !== 201) throw new Error(`notify: parent reply not created: ${parent.status} ${JSON.stringify(parent.body)}`);
        parents[k] = parent.body.id as number;
      },
    );

    // Sockets: one per recipient, on the same process as its login; the handler only stores.
    const arrivals: Arrival[] = [];
    let dropped = 0;
    let measuring = false;
    const connectStarted = performance.now();
    await pool(recipients, settings.connectConcurrency, async (index) => {
      const socket = await connect(baseUrls[processOf(index)]!, cookies[index]!);
      sockets[index] = socket;
      socket.on('notification:new', (event: NotificationNewEvent) => {
        arrivals.push({ recipient: index, at: performance.now(), event });
      });
      socket.on('disconnect', () => {
        if (measuring) dropped++;
      });
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    console.log(
      `notify: ${settings.users} recipients logged in (${settings.loginConcurrency} at a time) in ${loginSeconds.toFixed(1)} s, ` +
        `${replies} parent replies written, ${settings.users} sockets connected in ${connectSeconds.toFixed(1)} s (not measured)`,
    );
    await sleep(1000);
    if (arrivals.length > 0) countUnexpected('notification before the first measured reply');

    // The measured replies, open-loop at `rate` per second.
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    measuring = true;
    const sentAt: number[] = new Array(replies);
    const replyMs: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: replies }, async (_, k) => {
        await sleep(started + (k * 1000) / settings.rate - performance.now());
        const first = k * perReply;
        const mentions = Array.from({ length: perReply - 1 }, (_, m) => `@${username(first + 1 + m)}`).join(' ');
        const content = `Reply ${k}: welcome, ${mentions}! Percentages first, then DILR sets.`;
        sentAt[k] = performance.now();
        const answered = await post(baseUrls[k % baseUrls.length]!, hostCookie, `/api/forum/addReply/${postId}`, { content, parentReplyId: parents[k] });
        replyMs.push(performance.now() - sentAt[k]!);
        if (answered.status !== 201) countUnexpected(`reply ${answered.status || answered.body.error}`);
      }),
    );
    const sendingSeconds = (performance.now() - started) / 1000;
    const expected = settings.users;
    const settleUntil = performance.now() + settings.settleSeconds * 1000;
    while (performance.now() < settleUntil) await sleep(100);
    measuring = false;
    loopDelay.disable();

    // Match each arrival to its reply (the number in its text) and check recipient and type.
    const seen = new Set<number>();
    const latencies: number[] = [];
    const crossLatencies: number[] = [];
    const sameLatencies: number[] = [];
    let duplicates = 0;
    for (const { recipient, at, event } of arrivals) {
      const k = Number(/^Reply (\d+):/.exec(event.notification.text)?.[1]);
      const expectedType = recipient % perReply === 0 ? 'reply_reply' : 'mention';
      if (!Number.isInteger(k) || Math.floor(recipient / perReply) !== k || sentAt[k] === undefined) {
        countUnexpected('notification for another recipient');
        continue;
      }
      if (event.notification.type !== expectedType) countUnexpected(`type ${event.notification.type} instead of ${expectedType}`);
      if (seen.has(recipient)) {
        duplicates++;
        continue;
      }
      seen.add(recipient);
      const latency = at - sentAt[k]!;
      latencies.push(latency);
      (processOf(recipient) === k % baseUrls.length ? sameLatencies : crossLatencies).push(latency);
    }
    const lost = expected - seen.size;
    if (dropped > 0) unexpected.set('socket dropped', dropped);

    const sorted = [...latencies].sort((a, b) => a - b);
    const sortedSame = [...sameLatencies].sort((a, b) => a - b);
    const sortedCross = [...crossLatencies].sort((a, b) => a - b);
    const sortedReplies = [...replyMs].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const unexpectedCount = [...unexpected.values()].reduce((sum, n) => sum + n, 0);
    const checks = {
      p95: p95 < targets.p95Ms,
      lost: lost === targets.lost,
      duplicates: duplicates === targets.duplicates,
      unexpected: unexpectedCount === targets.unexpected,
    };
    const ms = (value: number | undefined) => `${(value ?? Number.NaN).toFixed(1)} ms`;

    console.log(
      `\nnotify: ${settings.users} users with one live socket each on 2 API processes (alternately), ${replies} replies at ${settings.rate}/s ` +
        `(sent over ${sendingSeconds.toFixed(1)} s, alternating processes), each a reply to one user's reply mentioning ${perReply - 1} others: ` +
        `${expected} distinct recipients, once each` +
        (hasTaskset ? ' (API processes on CPU 0, clients on CPU 1)' : ''),
    );
    console.log(`reply request (POST /api/forum/addReply, answered after the notifications are emitted): p50 ${ms(percentile(sortedReplies, 50))}, p95 ${ms(percentile(sortedReplies, 95))}, max ${ms(sortedReplies.at(-1))}`);
    console.log(
      `delivery latency (reply sent -> notification:new on the recipient's socket), ${latencies.length} notifications: ` +
        `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}, max ${ms(sorted.at(-1))} (target p95 < ${targets.p95Ms} ms) ${passFail(checks.p95)}`,
    );
    console.log(
      `  recipient on the replying process: ${sameLatencies.length}, p50 ${ms(percentile(sortedSame, 50))}, p95 ${ms(percentile(sortedSame, 95))}; ` +
        `on the other process (through Redis): ${crossLatencies.length}, p50 ${ms(percentile(sortedCross, 50))}, p95 ${ms(percentile(sortedCross, 95))}`,
    );
    console.log(`notifications lost (expected ${expected}, received ${seen.size} after a ${settings.settleSeconds} s settle): ${lost} (target ${targets.lost}) ${passFail(checks.lost)}`);
    console.log(`duplicates: ${duplicates} (target ${targets.duplicates}) ${passFail(checks.duplicates)}`);
    console.log(
      `unexpected (wrong recipient or type, reply not 201, socket dropped): ${unexpectedCount} (target ${targets.unexpected}) ${passFail(checks.unexpected)}` +
        (unexpectedCount ? ` -> ${[...unexpected].map(([key, count]) => `${key}: ${count}`).join('; ')}` : ''),
    );
    // The histogram records the interval between 1 ms timer ticks: the delay is what exceeds 1 ms.
    const loopMs = (nanoseconds: number) => `${Math.max(0, nanoseconds / 1e6 - 1).toFixed(1)} ms`;
    console.log(`this (client) process's event-loop delay while measuring: p50 ${loopMs(loopDelay.percentile(50))}, p99 ${loopMs(loopDelay.percentile(99))}, max ${loopMs(loopDelay.max)}`);
    recordErrors('notify', lost + duplicates + unexpectedCount, `${lost} lost, ${duplicates} duplicates, ${unexpectedCount} unexpected`);
    return Object.values(checks).every(Boolean);
  } finally {
    for (const socket of sockets) socket?.close();
    for (const child of children) await options.stop(child);
  }
}
