/**
 * Fan-out figure for `npm run bench`: `clients` socket.io clients (websocket transport) joined to
 * one forum post, spread evenly over the API processes at `baseUrls`; `replies` replies are posted
 * one after another through the first process; for every delivery of `reply:created` the latency
 * (post sent -> event received, same clock) is recorded.
 * Returns p50/p95/p99 latency in ms and deliveries per second over the whole run, and what a reader
 * receives per reply on a thread of `threadReplies` replies: the event alone (as the web app applies
 * it now) and the event plus the whole post fetched again (as it did before; issue "A community
 * that answers", item 4), both measured in this run.
 */
import { recordErrors } from './errors.ts';
import { io, type Socket } from 'socket.io-client';

export interface FanoutResult {
  clients: number;
  replies: number;
  deliveries: number;
  p50: number;
  p95: number;
  p99: number;
  messagesPerSecond: number;
  /** Replies in the thread when its size was read. */
  threadReplies: number;
  /** Mean bytes of one `reply:created` packet as a reader receives it (socket.io's "42" and the JSON array). */
  eventBytes: number;
  /** Bytes of GET /api/forum/posts/{id} (the whole thread, as the API sends it) at `threadReplies` replies. */
  threadBytes: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function request(baseUrl: string, cookie: string, path: string, init: { method: string; body?: string; type?: string }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...(init.type ? { 'content-type': init.type } : {}) },
    body: init.body,
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, any>>;
}

export async function measureFanout(options: { baseUrls: string[]; cookie: string; clients: number; replies: number; threadReplies?: number }): Promise<FanoutResult> {
  const [first] = options.baseUrls;
  if (!first) throw new Error('no API process');
  const forum = await request(first, options.cookie, '/api/forum/forums', {
    method: 'POST',
    type: 'application/json',
    body: JSON.stringify({ title: 'Fan-out benchmark', description: 'Replies delivered live to many readers' }),
  });
  const created = await request(first, options.cookie, '/api/forum/posts', {
    method: 'POST',
    type: 'application/json',
    body: JSON.stringify({ title: 'Benchmark post', content: 'Everyone is watching this post.', forumId: forum.id }),
  });
  const postId = created.post.id as number;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let eventBytes = 0;
  let lastReceived = 0;
  const sockets: Socket[] = [];
  const warmups = new Set<Socket>();
  await Promise.all(
    Array.from({ length: options.clients }, (_, index) => {
      const baseUrl = options.baseUrls[index % options.baseUrls.length]!;
      const socket = io(baseUrl, { transports: ['websocket'], extraHeaders: { cookie: options.cookie }, reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.on('reply:created', (event: { reply: { content: string } }) => {
        const now = performance.now();
        const key = event.reply.content;
        if (key === 'warm-up') {
          warmups.add(socket);
          return;
        }
        const sent = sentAt.get(key);
        if (sent !== undefined) {
          if (latencies.length < 1000) eventBytes += Buffer.byteLength(`42${JSON.stringify(['reply:created', event])}`);
          latencies.push(now - sent);
          lastReceived = Math.max(lastReceived, now);
        }
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => {
          socket.emit('post:join', { postId });
          resolve();
        });
        socket.once('connect_error', reject);
      });
    }),
  );

  // Wait until every socket is in the room: a warm-up reply must reach all of them.
  const deadline = Date.now() + 30_000;
  while (warmups.size < options.clients && Date.now() < deadline) {
    warmups.clear();
    await request(first, options.cookie, `/api/forum/addReply/${postId}`, {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ content: 'warm-up' }).toString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (warmups.size < options.clients) throw new Error(`only ${warmups.size} of ${options.clients} sockets joined the post room`);

  const started = performance.now();
  for (let index = 0; index < options.replies; index++) {
    const content = `reply ${index}`;
    sentAt.set(content, performance.now());
    await request(first, options.cookie, `/api/forum/addReply/${postId}`, {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ content }).toString(),
    });
  }
  const expected = options.clients * options.replies;
  const waitUntil = Date.now() + 30_000;
  while (latencies.length < expected && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const socket of sockets) socket.close();

  recordErrors('fan-out', expected - latencies.length, `${expected - latencies.length} of ${expected} deliveries missing after 30 s`);

  // The thread grown to `threadReplies` replies, then read whole once: what every reader fetched per reply before.
  const threadReplies = options.threadReplies ?? 200;
  let thread = await request(first, options.cookie, `/api/forum/posts/${postId}`, { method: 'GET' });
  for (let count = Number(thread.post.replyCount); count < threadReplies; count++) {
    await request(first, options.cookie, `/api/forum/addReply/${postId}`, {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ content: `A reply of the kind a thread is made of: how I pick questions in the quant section, number ${count}.` }).toString(),
    });
  }
  const whole = await fetch(`${first}/api/forum/posts/${postId}`, { headers: { cookie: options.cookie, 'x-requested-with': 'XMLHttpRequest' } });
  const threadBytes = Buffer.byteLength(await whole.text());
  thread = await request(first, options.cookie, `/api/forum/posts/${postId}`, { method: 'GET' });
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    clients: options.clients,
    replies: options.replies,
    deliveries: latencies.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    messagesPerSecond: latencies.length / ((lastReceived - started) / 1000),
    threadReplies: Number(thread.post.replyCount),
    eventBytes: eventBytes / Math.max(1, Math.min(latencies.length, 1000)),
    threadBytes,
  };
}
